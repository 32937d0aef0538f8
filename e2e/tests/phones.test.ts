import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { signIn, useBrowser } from '../support/browser';
import { contactTable, expectShown, openContacts, runId, useOwnerApi } from '../support/contacts';
import { screenshotAsIs } from '../support/screenshots';

// Screenshots for review, at the two widths the app is checked at (git-ignored).
const screenshot = (page: Page, name: string) => screenshotAsIs(page, 'phones', name);

describe('one phone format', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('takes a number in the local format and shows it in the international one, found however typed', async () => {
    const id = runId('tel');
    const line = String(randomInt(2000, 9999));
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, demo.owner, demoPassword);
    await openContacts(page);

    await page.getByRole('button', { name: 'Add contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Tessa');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Phone ${id}`);
    // A number no one can dial is refused on its field.
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await phone.fill('(555) 123-4567');
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await dialog.getByText('The number is not valid').waitFor();
    await phone.fill(`(212) 555-${line}`);
    await dialog.getByRole('button', { name: 'Save contact' }).click();
    await dialog.waitFor({ state: 'detached' });

    const name = `Tessa Phone ${id}`;
    const international = `+1 212 555 ${line}`;
    await openContacts(page, { search: id });
    await expectShown(page, [name]);
    const row = contactTable(page)
      .getByRole('row')
      .filter({ hasText: `Phone ${id}` });
    await row.getByText(international, { exact: true }).waitFor();
    const [stored] = (await owner.list({ search: id })).data;
    expect(stored?.number).toBe(`+1212555${line}`);
    await screenshot(page, 'list-1440');

    // The number typed another way finds the contact.
    await openContacts(page, { search: `212.555.${line}` });
    await expectShown(page, [name]);

    await page.setViewportSize({ width: 375, height: 812 });
    await openContacts(page, { search: `+1 (212) 555-${line}` });
    const card = page
      .getByRole('list', { name: 'Contacts' })
      .getByRole('listitem')
      .filter({ hasText: `Phone ${id}` });
    await card.getByText(international).waitFor();
    await screenshot(page, 'cards-375');
  });
});
