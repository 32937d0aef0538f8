import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import {
  contactTable,
  openContacts,
  pickOption,
  runId,
  shownContacts,
  shownTotal,
  useOwnerApi,
} from '../support/contacts';

// More than one page (25 rows), so "Select all N matching" is offered and reaches past page 1.
const count = 30;

describe('contact centre: bulk actions', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('selects all matching contacts across pages and adds a new tag to every one', async () => {
    const id = runId('bulk');
    const created: number[] = [];
    for (let n = 1; n <= count; n++) {
      const contact = await owner.createContact({
        first_name: 'Bulk',
        last_name: `${id} ${String(n).padStart(2, '0')}`,
        email: `${id}-${n}@example.com`,
      });
      created.push(contact.id);
    }
    // A near miss: same first name, no run id, so the filter must leave it out.
    const outsider = await owner.createContact({
      first_name: 'Bulk',
      last_name: 'Outsider',
      email: `${runId('outsider')}@example.com`,
    });
    const tag = await owner.createTag(`Bulk tag ${id}`);

    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    await openContacts(page, { search: id });
    await expect.poll(() => shownTotal(page)).toBe(`${count} contacts`);
    await expect.poll(async () => (await shownContacts(page)).length).toBe(25);

    await contactTable(page)
      .getByRole('checkbox', { name: 'Select all contacts on this page' })
      .check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('25 contacts selected').waitFor();
    await bar.getByRole('button', { name: `Select all ${count} matching` }).click();
    await bar.getByText(`All ${count} matching contacts selected`).waitFor();
    await expectAccessible(page, 'The list with the bulk bar');

    await bar.getByRole('button', { name: 'Add tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add tag' });
    await dialog
      .getByText(`This applies to ${count} contacts matching the current filters.`)
      .waitFor();
    await pickOption(page, dialog.getByLabel('Tags', { exact: true }), tag.name);
    const [added] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/v3/tag/add-contact') && r.request().method() === 'PATCH',
      ),
      dialog.getByRole('button', { name: 'Add tag' }).click(),
    ]);
    expect(added.status()).toBe(200);
    await page
      .getByText(`Tags have been added to ${count} contacts successfully!`)
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The list's tag filter alone (no search) finds exactly the thirty.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBeNull();
    const filters = page.getByRole('region', { name: 'Filters' });
    await pickOption(page, filters.getByLabel('Tags', { exact: true }), tag.name);
    await page.keyboard.press('Escape');
    await expect.poll(() => shownTotal(page)).toBe(`${count} contacts`);
    await expect
      .poll(async () => (await shownContacts(page)).every((name) => name.includes(id)))
      .toBe(true);

    // Every one of them, page 2 included, carries the tag; the near miss does not.
    const tagged = await owner.list({ tags: [tag.id] });
    expect(tagged.total).toBe(count);
    expect(tagged.data.map((c) => c.id).sort((x, y) => x - y)).toEqual(
      [...created].sort((x, y) => x - y),
    );
    expect((await owner.fetchContact(outsider.id)).tags.map((t) => t.id)).not.toContain(tag.id);
  });
});
