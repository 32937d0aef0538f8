import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId, useOwnerApi } from '../support/contacts';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, 'playbooks', name);

const stepTitles = async (page: Page) =>
  (
    await page
      .getByRole('list', { name: 'Steps' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))
  ).filter(Boolean);

const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();

describe('Playbooks', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('builds a playbook with two steps, renames and reorders a step, adds an FAQ entry and sends it to a contact', async () => {
    const id = runId('pb');
    const title = `Plan ${id}`;
    const contact = await owner.createContact({
      first_name: 'Paula',
      last_name: `Book${id}`,
      email: `${id}@example.com`,
    });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);

    // The area is in the sidebar, under Coaching.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('group', { name: 'Coaching' })
      .getByRole('link', { name: 'Playbooks' })
      .click();
    await waitForPath(page, '/playbooks');
    await page.getByRole('heading', { name: 'Playbooks', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Create playbook' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create playbook' });
    await create.getByRole('textbox', { name: 'Playbook title' }).fill(title);
    await expectAccessible(page, 'The create playbook dialog');
    await create.getByRole('button', { name: 'Create playbook' }).click();
    await page.waitForURL(/\/playbook\/\d+\/edit$/);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    // Two blank steps, the second renamed.
    await page.getByRole('button', { name: 'Add step', exact: true }).click();
    await toast(page, 'Step has been created successfully!');
    await page
      .getByRole('list', { name: 'Steps' })
      .getByRole('listitem', { name: 'Step 1' })
      .waitFor();
    await page.getByRole('button', { name: 'Add step', exact: true }).click();
    await page
      .getByRole('list', { name: 'Steps' })
      .getByRole('listitem', { name: 'Step 2' })
      .waitFor();
    const stepTitle = page.getByRole('textbox', { name: 'Step title' });
    await expect.poll(() => stepTitle.inputValue()).toBe('Step 2');
    await stepTitle.fill('Warm up');
    await page.getByRole('button', { name: 'Rename', exact: true }).first().click();
    await toast(page, 'Step has been updated successfully!');
    await page
      .getByRole('list', { name: 'Steps' })
      .getByRole('listitem', { name: 'Warm up' })
      .waitFor();
    expect(await stepTitles(page)).toEqual(['Step 1', 'Warm up']);
    await expectAccessible(page, 'The playbook editor');
    await screenshots(page, 'steps');

    // Sorted from the keyboard: the renamed step to the top.
    const announced = (text: string) => page.getByText(text).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Reorder Warm up' }).focus();
    await page.keyboard.press('Space');
    await announced('Warm up is over place 2.');
    await page.keyboard.press('ArrowUp');
    await announced('Warm up is over place 1.');
    await page.keyboard.press('Space');
    await toast(page, 'Steps have been sorted successfully!');
    expect(await stepTitles(page)).toEqual(['Warm up', 'Step 1']);
    await page.reload();
    await page.getByRole('list', { name: 'Steps' }).waitFor();
    expect(await stepTitles(page)).toEqual(['Warm up', 'Step 1']);

    // An FAQ entry.
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await page.getByRole('button', { name: 'Add FAQ entry' }).click();
    const faq = page.getByRole('dialog', { name: 'Add FAQ entry' });
    await faq.getByRole('textbox', { name: 'Question' }).fill('How often do I train?');
    await faq.getByRole('textbox', { name: 'Answer' }).fill('Three times a week.');
    await faq.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'FAQ has been saved successfully!');
    await page.getByRole('region', { name: 'FAQ' }).getByText('How often do I train?').waitFor();

    // Sent to the contact from the list.
    await page.goto('/playbooks');
    await page.getByRole('searchbox', { name: 'Search playbooks' }).fill(title);
    await page.getByRole('button', { name: `More actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Send to contacts' }).click();
    const send = page.getByRole('dialog', { name: `Send ${title}` });
    const picker = send.getByRole('textbox', { name: 'Contacts' });
    await picker.click();
    await picker.fill(`Book${id}`);
    await page.getByRole('option', { name: new RegExp(`Book${id}`) }).click();
    await picker.press('Tab');
    await send.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Playbook(s) have been successfully sent!');

    // It is on the contact's profile, with the contact's progress.
    await page.goto(`/contact/${contact.id}/profile?section=playbooks`);
    const list = page.getByRole('list', { name: 'Playbooks of the contact' });
    await list.getByRole('link', { name: title }).waitFor();
    await list.getByText('0 of 2 steps completed').waitFor();
    await expectAccessible(page, 'The profile’s Playbooks section');
    await screenshots(page, 'profile');
  });
});
