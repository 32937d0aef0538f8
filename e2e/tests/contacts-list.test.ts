import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import {
  contactTable,
  expectShown,
  openContacts,
  pickOption,
  runId,
  shownTotal,
  useOwnerApi,
} from '../support/contacts';

const consonants = 'bcdfghjklmnpqrstvwxz';

describe('contact centre: search, tabs, tags and sorting', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  /** Three letters that no contact of the location has anywhere in its name, email or phone. */
  async function unusedTrigram(): Promise<string> {
    for (let attempt = 0; attempt < 30; attempt++) {
      const trigram = Array.from(
        { length: 3 },
        () => consonants[randomInt(consonants.length)],
      ).join('');
      if ((await owner.list({ search: trigram })).total === 0) return trigram;
    }
    throw new Error('no unused three-letter search term found');
  }

  it('finds a contact by three letters of its name or email, and nothing else', async () => {
    const id = runId('srch');
    // Decoys first: they share the first name and the run id, but not the three letters.
    await owner.createContact({ first_name: 'Tessa', last_name: id, email: `${id}-a@example.com` });
    await owner.createContact({ first_name: 'Tessa', last_name: id, email: `${id}-b@example.com` });
    const inName = await unusedTrigram();
    const inEmail = await unusedTrigram();
    const target = await owner.createContact({
      first_name: 'Tessa',
      last_name: `Ma${inName}son`,
      email: `tm.${inEmail}.${id}@example.com`,
    });
    expect(inEmail).not.toBe(inName);

    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    const search = page.getByRole('searchbox', { name: 'Search contacts' });

    // The whole set first, so the narrower searches below are seen to narrow it.
    await search.fill(id);
    await expect.poll(() => shownTotal(page)).toBe('3 contacts');

    await search.fill(inName);
    await expectShown(page, [target.full_name]);
    await expect.poll(() => shownTotal(page)).toBe('1 contact');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(inName);

    // Upper case and a substring from the middle of the email work the same.
    await search.fill(inEmail.toUpperCase());
    await search.press('Enter');
    await expectShown(page, [target.full_name]);
    const row = contactTable(page).getByRole('row').filter({ hasText: target.email! });
    await row.getByRole('link', { name: target.full_name, exact: true }).waitFor();
  });

  it('narrows the list by a status tab and by a tag', async () => {
    const id = runId('tabs');
    const tag = await owner.createTag(`E2E tag ${id}`);
    const lead = await owner.createContact({
      first_name: 'Lena',
      last_name: `Lead ${id}`,
      email: `${id}-lead@example.com`,
      status: 'lead',
    });
    const client = await owner.createContact({
      first_name: 'Cleo',
      last_name: `Client ${id}`,
      email: `${id}-client@example.com`,
      status: 'client',
    });
    const tagged = await owner.createContact({
      first_name: 'Tara',
      last_name: `Tagged ${id}`,
      email: `${id}-tagged@example.com`,
      status: 'client',
      tags: [tag.name],
    });

    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    await openContacts(page, { search: id });
    await expect.poll(() => shownTotal(page)).toBe('3 contacts');
    // Newest first by default.
    await expectShown(page, [tagged.full_name, client.full_name, lead.full_name]);

    // The tab counts follow the search: Clients holds two of the three.
    const clients = page.getByRole('tab', { name: /^Clients/ });
    await expect
      .poll(() => clients.getByLabel(/contacts$/).getAttribute('aria-label'))
      .toBe('2 contacts');
    await clients.click();
    await expect.poll(() => clients.getAttribute('aria-selected')).toBe('true');
    await expectShown(page, [tagged.full_name, client.full_name]);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('client');

    // The tag filter narrows the tab further.
    const filters = page.getByRole('region', { name: 'Filters' });
    // The open list of the location's tags scrolls, and stays within the keyboard's reach.
    const tags = filters.getByLabel('Tags', { exact: true });
    await tags.click();
    await page.getByRole('listbox').waitFor();
    await expectAccessible(page, 'The tag filter, open');
    await tags.press('Escape');
    await pickOption(page, tags, tag.name);
    await expectShown(page, [tagged.full_name]);
    await expect.poll(() => shownTotal(page)).toBe('1 contact');
    expect(new URL(page.url()).searchParams.get('tags')).toBe(String(tag.id));

    // The same tag on All shows it alone too; the lead (untagged) never appears.
    await page.getByRole('tab', { name: /^All/ }).click();
    await expectShown(page, [tagged.full_name]);

    // Clearing the filters keeps the tab and brings the whole search back.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBeNull();
    await expect.poll(() => new URL(page.url()).searchParams.get('tags')).toBeNull();
  });

  it('sorts by a column header, ascending then descending, and marks it with aria-sort', async () => {
    const id = runId('sort');
    // Created in the order b, c, a: the default (newest first) shows a, c, b.
    const b = await owner.createContact({
      first_name: 'Sorty',
      last_name: `${id} bravo`,
      email: `${id}-b@example.com`,
    });
    const c = await owner.createContact({
      first_name: 'Sorty',
      last_name: `${id} charlie`,
      email: `${id}-c@example.com`,
    });
    const a = await owner.createContact({
      first_name: 'Sorty',
      last_name: `${id} alpha`,
      email: `${id}-a@example.com`,
    });

    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    await openContacts(page, { search: id });
    const table = contactTable(page);
    const email = table.getByRole('columnheader', { name: /^Email/ });
    const created = table.getByRole('columnheader', { name: /^Date created/ });

    await expectShown(page, [a.full_name, c.full_name, b.full_name]);
    expect(await created.getAttribute('aria-sort')).toBe('descending');
    expect(await email.getAttribute('aria-sort')).toBe('none');

    await email.getByRole('button').click();
    await expect.poll(() => email.getAttribute('aria-sort')).toBe('ascending');
    expect(await created.getAttribute('aria-sort')).toBe('none');
    await expectShown(page, [a.full_name, b.full_name, c.full_name]);
    expect(new URL(page.url()).searchParams.get('sort_by')).toBe('email');

    await email.getByRole('button').click();
    await expect.poll(() => email.getAttribute('aria-sort')).toBe('descending');
    await expectShown(page, [c.full_name, b.full_name, a.full_name]);

    // The sort is part of the address: a reload keeps it.
    await page.reload();
    await expect.poll(() => email.getAttribute('aria-sort')).toBe('descending');
    await expectShown(page, [c.full_name, b.full_name, a.full_name]);
  });
});
