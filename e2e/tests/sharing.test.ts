import { formEndpoints } from '@coachline/contract/forms';
import { organizationEndpoints } from '@coachline/contract/organization';
import { sharingEndpoints } from '@coachline/contract/sharing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { openProfileMenu, signIn, useBrowser, waitForPath } from '../support/browser';

const shareTitles = async (page: Page) =>
  (
    await page
      .getByRole('list', { name: 'Shares' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))
  ).filter(Boolean);

describe('Sharing between locations', () => {
  const browser = useBrowser();

  it('shares a form from the main location and imports it into Uptown', async () => {
    const owner = await registerOwner('sharing');
    await api(organizationEndpoints.createLocation, {
      token: owner.token,
      body: { businessname: 'Uptown' },
    });
    await api(formEndpoints.create, { token: owner.token, body: { title: 'Shared intake' } });

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.goto(new URL('/forms', page.url()).href);
    await waitForPath(page, '/forms');

    // The card's menu shares the form: its link to copy and who may import it.
    const card = page.getByRole('article', { name: 'Shared intake' });
    await card.getByRole('button', { name: 'More actions for Shared intake' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Shared intake' });
    const linkField = dialog.getByRole('textbox', { name: 'Share link' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/forms\?import=[\w-]+$/);
    await dialog.getByRole('textbox', { name: 'Short link' }).waitFor();
    await expect
      .poll(() => dialog.getByText('Only the locations of your organization').count())
      .toBe(1);
    await expectAccessible(page, 'The share dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Switch to Uptown, where the forms list is empty, and import the link there.
    await openProfileMenu(page);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: /Uptown/ }).click();
    await reloaded;
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await page.goto(new URL('/forms', page.url()).href);
    await page.getByRole('heading', { name: 'No forms here yet' }).waitFor();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importing = page.getByRole('dialog', { name: 'Import a share link' });
    await importing.getByRole('textbox', { name: 'Share link' }).fill(link);
    await expectAccessible(page, 'The import dialog');
    await importing.getByRole('button', { name: 'Import' }).click();
    await importing.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: 'Shared intake' }).waitFor();

    // The import log names where it came from.
    await page.getByRole('button', { name: 'Import log' }).click();
    const log = page.getByRole('table', { name: 'Import log' });
    await log.getByRole('cell', { name: 'Shared intake' }).waitFor();
  });
  it('orders the location’s shares on the Sharing screen and stops sharing one', async () => {
    const owner = await registerOwner('sharing-screen');
    for (const title of ['Welcome form', 'Check-in form']) {
      const { form } = await api(formEndpoints.create, { token: owner.token, body: { title } });
      await api(sharingEndpoints.generateShareLink, {
        token: owner.token,
        query: { type: 'forms', id: form.id },
      });
    }

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sharing' })
      .click();
    await waitForPath(page, '/sharing');
    await page.getByRole('list', { name: 'Shares' }).waitFor();
    // Newest first until ordered.
    expect(await shareTitles(page)).toEqual(['Check-in form', 'Welcome form']);
    await expectAccessible(page, 'The Sharing screen');

    // Ordered from the keyboard: the older share to the top, kept after a reload.
    const announced = (text: string) => page.getByText(text).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Reorder Welcome form' }).focus();
    await page.keyboard.press('Space');
    await announced('Welcome form is over place 2.');
    await page.keyboard.press('ArrowUp');
    await announced('Welcome form is over place 1.');
    await page.keyboard.press('Space');
    await page.getByText('Shared assets have been sorted successfully!').first().waitFor();
    await page.reload();
    await page.getByRole('list', { name: 'Shares' }).waitFor();
    expect(await shareTitles(page)).toEqual(['Welcome form', 'Check-in form']);

    // Stopping a share asks first, then takes it off the list; the form itself stays.
    const row = page.getByRole('listitem', { name: 'Check-in form' });
    await row.getByRole('button', { name: 'Stop sharing' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop sharing Check-in form?' });
    await confirm.getByText('copies other locations imported stay').waitFor();
    await confirm.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByText('Shared assets have been deleted successfully!').first().waitFor();
    await expect.poll(() => shareTitles(page)).toEqual(['Welcome form']);
    await page.goto(new URL('/forms', page.url()).href);
    await page.getByRole('article', { name: 'Check-in form' }).waitFor();
  });
});
