import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import {
  csvRecords,
  downloadText,
  expectShown,
  openContacts,
  runId,
  useOwnerApi,
} from '../support/contacts';

describe('contact import', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('imports a CSV through the drawer and reports the failed rows with their numbers', async () => {
    const id = runId('imp');
    const phone = `+1 212 555 ${randomInt(1000, 9999)}`;
    const first = `${id}-one@example.com`;
    // Rows are numbered from 1 after the header: 1, 2 and 6 are good; 3, 4 and 5 fail.
    const rows = [
      ['First Name', 'Last Name', 'E-mail Address', 'Mobile', 'Favourite Class'],
      ['Ivy', `One ${id}`, first, '', 'Spin'],
      ['Ike', `Two ${id}`, `${id}-two@example.com`, phone, 'Yoga'],
      ['Bad', `Email ${id}`, 'not-an-email', '', 'HIIT'],
      ['No', `Contact ${id}`, '', '', 'Pilates'],
      ['Ivy', `Again ${id}`, first.toUpperCase(), '', 'Spin'],
      ['Iris', `Three ${id}`, `${id}-three@example.com`, '', 'Boxing'],
    ];
    const dir = mkdtempSync(join(tmpdir(), 'coachline-e2e-import-'));
    dirs.push(dir);
    const file = join(dir, `members-${id}.csv`);
    writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);

    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    // The list is searched for the file's contacts before they exist.
    await openContacts(page, { search: id, sort_by: 'last_name', sort_dir: 'asc' });
    await page.getByText('No contacts match these filters').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Import contacts' });
    await drawer.getByRole('button', { name: 'Choose a file to import' }).waitFor();
    await expectAccessible(page, 'The import drawer');
    await drawer.locator('input[type="file"]').setInputFiles(file);

    // The mapping the server suggests from the headers; the unknown column is left out.
    await drawer.getByText(`members-${id}.csv`).waitFor();
    await drawer.getByText('has 6 rows').waitFor();
    const suggested = async (header: string) =>
      drawer.getByLabel(`Field for column ${header}`, { exact: true }).inputValue();
    expect(await suggested('First Name')).toBe('First name');
    expect(await suggested('Last Name')).toBe('Last name');
    expect(await suggested('E-mail Address')).toBe('Email');
    expect(await suggested('Mobile')).toBe('Phone');
    expect(await suggested('Favourite Class')).toBe('Ignore this column');

    await drawer.getByRole('radio', { name: 'Skip the row: keep the contact as it is' }).check();
    await drawer.getByRole('button', { name: 'Start import' }).click();

    // The result dialog opens once the count reaches the total.
    const result = page.getByRole('dialog', { name: 'CSV Imported' });
    await result.waitFor();
    await result.getByRole('progressbar', { name: 'Import progress: 6 of 6' }).waitFor();
    await result.getByText('6 of 6 · 100%').waitFor();
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          ['Imported', 'Updated', 'Failed'].map(async (label) => [
            label,
            (await result.getByText(label, { exact: true }).locator('xpath=..').innerText())
              .replace(label, '')
              .trim(),
          ]),
        ),
      );
    await result.getByRole('tab', { name: 'Failed (3)' }).click();
    await result.getByRole('table', { name: 'Failed rows' }).waitFor();
    await expectAccessible(page, 'The import result');
    expect(await counts()).toEqual({ Imported: '3', Updated: '0', Failed: '3' });

    const failed = await result
      .getByRole('table', { name: 'Failed rows' })
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim())),
      );
    expect(failed).toEqual([
      ['3', 'The email “not-an-email” is not a valid email address.'],
      ['4', 'The row has no email and no phone number: one of them is needed.'],
      ['5', `The email “${first}” repeats row 1.`],
    ]);

    // The failed rows as they were in the file, plus their row number and error.
    const download = await downloadText(page, () =>
      result.getByRole('button', { name: 'Download failed rows' }).click(),
    );
    expect(download.name).toBe(`members-${id}-failed-rows.csv`);
    const csv = csvRecords(download.text);
    expect(csv.header).toEqual([...rows[0]!, 'row', 'error']);
    expect(csv.records).toEqual(
      [3, 4, 5].map((row, i) => ({
        ...Object.fromEntries(rows[0]!.map((h, col) => [h, rows[row]![col]!])),
        row: String(row),
        error: failed[i]![1],
      })),
    );

    await result.getByRole('button', { name: 'Done' }).click();
    await result.waitFor({ state: 'hidden' });

    // The list behind the dialog is read again: the imported contacts are in it, the failed
    // rows are not, with no reload.
    await expectShown(page, [`Ivy One ${id}`, `Iris Three ${id}`, `Ike Two ${id}`]);
    await page.reload();
    await expectShown(page, [`Ivy One ${id}`, `Iris Three ${id}`, `Ike Two ${id}`]);
    const imported = await owner.list({ search: id });
    expect(imported.data.map((c) => [c.email, c.number, c.status]).sort()).toEqual(
      [
        [first, null, 'lead'],
        [`${id}-three@example.com`, null, 'lead'],
        [`${id}-two@example.com`, phone.replace(/ /g, ''), 'lead'],
      ].sort(),
    );
  });
});
