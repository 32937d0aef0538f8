import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { signIn, useBrowser } from '../support/browser';
import { openContacts, runId, useOwnerApi } from '../support/contacts';
import { screenshotBothWidths } from '../support/screenshots';

// The import's choice for rows that match an existing contact, its result lists and its undo.

const screenshots = (page: Page, name: string) =>
  screenshotBothWidths(page, 'contacts-import-undo', name);

describe('contact import: a row matching an existing contact, and the undo', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('skips, fills the empty fields, or overwrites as chosen, lists the result, and undoes an import', async () => {
    const id = runId('dup');
    const email = `${id}@example.com`;
    const existing = await owner.createContact({ first_name: 'Old', last_name: '', email });
    const dir = mkdtempSync(join(tmpdir(), 'coachline-e2e-import-undo-'));
    dirs.push(dir);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, demo.owner, demoPassword);
    await openContacts(page, { search: id });

    const importWith = async (choice: string, n: number) => {
      const file = join(dir, `members-${id}-${n}.csv`);
      writeFileSync(
        file,
        `First Name,Last Name,Email\r\nNew,Filled,${email}\r\nFresh,Person${n},${id}-new${n}@example.com\r\n`,
      );
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Import contacts' });
      await drawer.getByRole('button', { name: 'Choose a file to import' }).waitFor();
      await drawer.locator('input[type="file"]').setInputFiles(file);
      await drawer.getByText('has 2 rows').waitFor();
      // Nothing is chosen for the user, and the start button says what is missing.
      await drawer.getByText('Choose what happens to existing contacts to start.').waitFor();
      for (const radio of await drawer.getByRole('radio').all())
        expect(await radio.isChecked()).toBe(false);
      if (n === 1) {
        await drawer.getByRole('button', { name: 'Start import' }).click();
        await drawer
          .getByText('Choose what happens to a row that matches an existing contact.')
          .waitFor();
        await screenshots(page, 'choice-missing');
      }
      await drawer.getByRole('radio', { name: choice }).check();
      await drawer.getByRole('button', { name: 'Start import' }).click();
      const result = page.getByRole('dialog', { name: 'CSV Imported' });
      await result.getByText('2 of 2 · 100%').waitFor();
      return result;
    };

    const skipped = await importWith('Skip the row: keep the contact as it is', 1);
    await skipped.getByRole('tab', { name: 'Created (1)' }).waitFor();
    await skipped.getByRole('tab', { name: 'Updated (0)' }).waitFor();
    await skipped.getByRole('link', { name: `Fresh Person1` }).waitFor();
    await skipped.getByRole('button', { name: 'Done' }).click();
    expect(await owner.fetchContact(existing.id)).toMatchObject({
      first_name: 'Old',
      last_name: '',
    });

    const filled = await importWith("Fill in only the contact's empty fields", 2);
    await filled.getByRole('tab', { name: 'Updated (1)' }).click();
    await filled.getByRole('link', { name: 'Old Filled' }).waitFor();
    await filled.getByRole('button', { name: 'Done' }).click();
    expect(await owner.fetchContact(existing.id)).toMatchObject({
      first_name: 'Old',
      last_name: 'Filled',
    });

    const overwritten = await importWith(
      "Overwrite the contact's fields with the file's values",
      3,
    );
    await overwritten.getByRole('tab', { name: 'Updated (1)' }).click();
    await overwritten.getByRole('link', { name: 'New Filled' }).waitFor();
    expect(await owner.fetchContact(existing.id)).toMatchObject({
      first_name: 'New',
      last_name: 'Filled',
    });
    await screenshots(page, 'result');

    // Undo asks first, then deletes what the import created and puts back what it changed.
    await overwritten.getByRole('button', { name: 'Undo import' }).click();
    const confirm = page.getByRole('dialog', { name: 'Undo this import?' });
    await confirm.getByText('The 1 contact it created will be deleted').waitFor();
    await screenshots(page, 'undo-confirm');
    await confirm.getByRole('button', { name: 'Undo import' }).click();
    await overwritten.getByText('Undone').waitFor();
    expect(await owner.fetchContact(existing.id)).toMatchObject({
      first_name: 'Old',
      last_name: 'Filled',
    });
    const left = await owner.list({ search: id });
    expect(left.data.map((c) => c.email).sort()).toEqual(
      [email, `${id}-new1@example.com`, `${id}-new2@example.com`].sort(),
    );
    await overwritten.getByRole('button', { name: 'Done' }).click();

    // The import log keeps the undone import with its file.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Import contacts' });
    await drawer.getByRole('tab', { name: 'Import log' }).click();
    const log = drawer.getByRole('table', { name: 'Import log' });
    await log.getByText('Undone').first().waitFor();
    await log
      .getByRole('button', { name: `Download the uploaded file members-${id}-3.csv` })
      .waitFor();
    await screenshots(page, 'import-log');
  });
});
