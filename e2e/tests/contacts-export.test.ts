import type { ContactPreferences } from '@coachline/contract/contacts';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import {
  csvRecords,
  downloadText,
  expectShown,
  openContacts,
  runId,
  shownTotal,
  useOwnerApi,
} from '../support/contacts';

// The export's columns are the user's visible table columns, in table order, under these names.
const exportHeaders: [keyof ContactPreferences, string][] = [
  ['photo', 'Photo'],
  ['temperature', 'Temperature'],
  ['starred', 'Starred'],
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['date_created', 'Date Created'],
  ['email', 'Email'],
  ['number', 'Phone'],
  ['status', 'Status'],
  ['last_action', 'Last Action'],
  ['tags', 'Tags'],
  ['login_count', 'Login Count'],
  ['last_email_activity', 'Last Email Activity'],
  ['last_chat', 'Last Chat'],
];

describe('contact export', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('exports the filtered list as CSV in the list order', async () => {
    const id = runId('exp');
    await owner.createContact({
      first_name: 'Elsa',
      last_name: `Lead ${id}`,
      email: `${id}-lead@example.com`,
      status: 'lead',
    });
    const zed = await owner.createContact({
      first_name: 'Eric',
      last_name: `Zeta ${id}`,
      email: `${id}-zeta@example.com`,
      number: '(212) 555-0132',
      status: 'client',
      starred: true,
      temperature: 'warm',
    });
    // A comma and quotes in a cell must survive the CSV round trip.
    const alpha = await owner.createContact({
      first_name: 'Emma "Em"',
      last_name: `Alpha, Jr ${id}`,
      email: `${id}-alpha@example.com`,
      status: 'client',
    });
    const prefs = await owner.preferences();
    const header = exportHeaders.filter(([key]) => prefs[key]).map(([, label]) => label);

    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    // Two of the three: the search, the Clients tab, by last name ascending.
    await openContacts(page, { search: id, tab: 'client', sort_by: 'last_name', sort_dir: 'asc' });
    await expectShown(page, [alpha.full_name, zed.full_name]);
    await expect.poll(() => shownTotal(page)).toBe('2 contacts');

    await page.getByRole('button', { name: 'Export' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('All 2 contacts matching').waitFor();
    await expectAccessible(page, 'The export menu');
    const file = await downloadText(page, () =>
      menu.getByRole('menuitem', { name: 'Export as CSV' }).click(),
    );

    expect(file.name).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = csvRecords(file.text);
    expect(csv.header).toEqual(header);
    expect(csv.records.map((r) => r.Email)).toEqual([alpha.email, zed.email]);
    // The cells of each contact; only the columns the user has visible are compared.
    const expected = [
      {
        'First Name': 'Emma "Em"',
        'Last Name': `Alpha, Jr ${id}`,
        Email: alpha.email,
        Phone: '',
        Status: 'Clients',
        Starred: 'No',
        Temperature: '',
      },
      {
        'First Name': 'Eric',
        'Last Name': `Zeta ${id}`,
        Email: zed.email,
        Phone: zed.number,
        Status: 'Clients',
        Starred: 'Yes',
        Temperature: 'warm',
      },
    ];
    const compared = header.filter((h) => h in expected[0]!);
    expect(compared).toContain('Email');
    const pick = (row: Record<string, unknown>) =>
      Object.fromEntries(compared.map((h) => [h, row[h]]));
    expect(csv.records.map(pick)).toEqual(expected.map(pick));
  });
});
