import { canvaMessages, playbookEndpoints } from '@coachline/contract/playbooks';
import archiver from 'archiver';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId, useOwnerApi } from '../support/contacts';
import { png } from '../support/images';
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

/** A zip as Canva downloads one: a page image per file, in a folder named after the design. */
async function canvaZip(pages: Record<string, Buffer>): Promise<Buffer> {
  const zip = archiver('zip');
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    zip.on('end', () => resolve(Buffer.concat(chunks)));
    zip.on('error', reject);
  });
  for (const [name, data] of Object.entries(pages)) zip.append(data, { name: `Design/${name}` });
  await zip.finalize();
  return ended;
}

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
    // A busy machine may take the first arrow before the keyboard drag listens: press until
    // it moves (more presses at the top keep it there).
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowUp');
        return page.getByText('Warm up is over place 1.').count();
      })
      .toBeGreaterThan(0);
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

  it('builds a playbook with two steps and a Canva zip, then archives and degroups the built steps', async () => {
    const token = await apiLogin(demo.owner, demoPassword);
    const title = `Canva ${runId('pb')}`;
    const { playbook } = await api(playbookEndpoints.create, { token, body: { title } });
    await api(playbookEndpoints.blankStep, { token, body: { playbook_id: playbook.id } });
    await api(playbookEndpoints.blankStep, { token, body: { playbook_id: playbook.id } });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);
    await page.goto(`/playbook/${playbook.id}/edit`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Import from Canva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from Canva' });
    const input = dialog.getByLabel('Canva zip');
    // A file that is not a zip is refused with the reason, whatever its name.
    await input.setInputFiles({
      name: 'Design.zip',
      mimeType: 'application/zip',
      buffer: png(8, 8),
    });
    await dialog.getByText('Design.zip').waitFor();
    await dialog.getByRole('button', { name: 'Upload and build' }).click();
    await dialog.getByRole('alert').getByText(canvaMessages.notZip).waitFor();
    await expectAccessible(page, 'The Canva import dialog with a refused file');

    const zip = await canvaZip({ '2.png': png(640, 360), '1.png': png(640, 360) });
    await input.setInputFiles({ name: 'Design.zip', mimeType: 'application/zip', buffer: zip });
    await dialog.getByRole('button', { name: 'Upload and build' }).click();
    const built = dialog.getByRole('progressbar', { name: 'Building steps from your pages' });
    await expect.poll(() => built.getAttribute('aria-valuetext')).toBe('2 of 2 pages');
    await dialog.getByText('All 2 pages are steps now.').waitFor();
    await expectAccessible(page, 'The Canva import dialog, built');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expect.poll(() => stepTitles(page)).toEqual(['Step 1', 'Step 2', 'Page 1', 'Page 2']);
    const group = page.getByRole('region', { name: 'Imported from Canva' });
    await group.getByText('Imported from Canva: 2 steps').waitFor();
    await group.getByRole('img', { name: 'Page 2' }).waitFor();
    await page.getByRole('list', { name: 'Steps' }).getByText('3. Page 1').click();
    await page.getByRole('img', { name: 'Page image of Page 1' }).waitFor();
    await expectAccessible(page, 'The playbook editor with built steps');
    await screenshots(page, 'canva-steps');

    // Archived: still in the editor, marked; then the group is released.
    await page.getByRole('button', { name: 'Archive step' }).click();
    await toast(page, canvaMessages.archived);
    await page
      .getByRole('list', { name: 'Steps' })
      .getByRole('listitem', { name: 'Page 1' })
      .getByText('Archived')
      .waitFor();
    await page.getByRole('button', { name: 'Restore step' }).waitFor();
    await group.getByRole('button', { name: 'Degroup the 2 steps imported from Canva' }).click();
    await toast(page, canvaMessages.degrouped);
    await group.waitFor({ state: 'detached' });
    expect(await stepTitles(page)).toEqual(['Step 1', 'Step 2', 'Page 1', 'Page 2']);
  });
});
