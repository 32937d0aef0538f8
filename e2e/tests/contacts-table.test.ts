import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import {
  contactTable,
  expectShown,
  openContacts,
  runId,
  shownContacts,
  useOwnerApi,
} from '../support/contacts';
import { desktop, phone, screenshotAsIs } from '../support/screenshots';

// The contact table: keyboard use, the floating bulk bar, merging two contacts field by field,
// and groups (filter, member removal). Screenshots for review go to e2e/output/contacts-table.

const screenshot = (page: Page, name: string) => screenshotAsIs(page, 'contacts-table', name);

/** The accessible name of the focused element's row, or of the element itself. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('aria-label') ?? '');

describe('contact table', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('is one tab stop per row, moves with the arrow keys, selects with Space, opens with Enter', async () => {
    const id = runId('keys');
    const made = [];
    for (const n of [1, 2, 3])
      made.push(
        await owner.createContact({
          first_name: `Key${n}`,
          last_name: id,
          email: `${id}-${n}@example.com`,
        }),
      );
    const page = await browser.newPage({ viewport: desktop });
    await signIn(page, demo.owner, demoPassword);
    await openContacts(page, { search: id, sort_by: 'first_name', sort_dir: 'asc' });
    await expectShown(
      page,
      made.map((c) => c.full_name),
    );
    const grid = contactTable(page).getByRole('grid', { name: 'Contacts' });

    // Three rows, three tab stops: nothing inside a row is in the tab order.
    const stops = await grid
      .locator('tbody')
      .evaluate(
        (body) =>
          Array.from(body.querySelectorAll<HTMLElement>('a, button, input, tr')).filter(
            (el) => el.tabIndex >= 0,
          ).length,
      );
    expect(stops).toBe(3);
    // From the first row, Tab goes to the second: the row is the only stop.
    await grid.locator('tbody tr').first().focus();
    expect(await focused(page)).toBe(made[0]!.full_name);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(made[1]!.full_name);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(made[2]!.full_name);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('1 contact selected').waitFor();
    expect(
      await grid.getByRole('checkbox', { name: `Select ${made[1]!.full_name}` }).isChecked(),
    ).toBe(true);
    // The bar floats over the table: the rows stay where they were.
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(desktop.height);
    await screenshot(page, 'table-selected-1440');
    // At 1,280 px the default columns fit beside the sidebar: nothing scrolls sideways.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() =>
        contactTable(page).evaluate((scroller) => scroller.scrollWidth - scroller.clientWidth),
      )
      .toBeLessThanOrEqual(0);
    await screenshot(page, 'table-1280');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(
      made[1]!.full_name,
    );
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await waitForPath(page, `/contact/${made[1]!.id}/profile`);
  });

  it('merges two contacts with the values picked field by field', async () => {
    const id = runId('merge');
    const kept = await owner.createContact({
      first_name: 'Mara',
      last_name: id,
      email: `${id}-kept@example.com`,
    });
    const dupe = await owner.createContact({
      first_name: 'Marah',
      last_name: id,
      email: `${id}-dupe@example.com`,
      number: '+12125550142',
    });
    const page = await browser.newPage({ viewport: desktop });
    await signIn(page, demo.owner, demoPassword);
    await openContacts(page, { search: id, sort_by: 'date_created', sort_dir: 'asc' });
    await expectShown(page, [kept.full_name, dupe.full_name]);
    const table = contactTable(page);
    await table.getByRole('checkbox', { name: `Select ${kept.full_name}` }).check();
    await table.getByRole('checkbox', { name: `Select ${dupe.full_name}` }).check();
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Merge' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Merge two contacts' });
    await dialog.getByRole('radiogroup', { name: 'Contact to keep' }).waitFor();
    // Only the fields that differ are offered; the kept contact's values come first.
    expect(await dialog.getByRole('radiogroup', { name: 'Last name' }).count()).toBe(0);
    const first = dialog.getByRole('radiogroup', { name: 'First name' });
    expect(await first.getByRole('radio', { name: 'Mara', exact: true }).isChecked()).toBe(true);
    await first.getByRole('radio', { name: 'Marah', exact: true }).check();
    const email = dialog.getByRole('radiogroup', { name: 'Email' });
    await email.getByRole('radio', { name: `${id}-dupe@example.com` }).check();
    // The kept contact has no phone, so the other's is picked already.
    const phoneGroup = dialog.getByRole('radiogroup', { name: 'Phone' });
    expect(await phoneGroup.getByRole('radio', { name: '+1 212 555 0142' }).isChecked()).toBe(true);
    await screenshot(page, 'merge-1440');
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v3/contact/merge')),
      dialog.getByRole('button', { name: 'Merge contacts' }).click(),
    ]);
    expect(res.status()).toBe(200);
    await page.getByText('Contacts have been merged successfully!').first().waitFor();
    const merged = await owner.fetchContact(kept.id);
    expect(merged).toMatchObject({
      first_name: 'Marah',
      email: `${id}-dupe@example.com`,
      number: '+12125550142',
    });
    await expect.poll(() => shownContacts(page)).toEqual([`Marah ${id}`]);
  });

  it('filters by group with a chip, removes members one by one and by the whole filter', async () => {
    const id = runId('grp');
    const members = [];
    for (const n of [1, 2, 3])
      members.push(
        await owner.createContact({
          first_name: `Gina${n}`,
          last_name: id,
          email: `${id}-${n}@example.com`,
        }),
      );
    const outsider = await owner.createContact({
      first_name: 'Gus',
      last_name: id,
      email: `${id}-out@example.com`,
    });
    const group = await owner.createGroup(
      `Cohort ${id}`,
      members.map((c) => c.id),
    );

    const page = await browser.newPage({ viewport: desktop });
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/groups');
    await page.getByRole('button', { name: `View the 3 members of ${group.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Members of ${group.name}` });
    await dialog
      .getByRole('button', { name: `Remove ${members[0]!.full_name} from ${group.name}` })
      .click();
    await page.getByText('1 contact removed from the group successfully!').first().waitFor();
    await expect
      .poll(() => dialog.getByRole('table', { name: 'Group members' }).getByRole('row').count())
      .toBe(3);
    await dialog.getByRole('link', { name: 'Show the members in Contacts' }).click();
    await waitForPath(page, '/contacts');
    expect(new URL(page.url()).searchParams.get('group_id')).toBe(String(group.id));
    await page.getByText(`Group: ${group.name}`).waitFor();
    await page.getByRole('searchbox', { name: 'Search contacts' }).fill(id);
    // A new search is a new filter, which clears a selection: let it settle first.
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(id);
    // The list may refetch (a loading row) after the search settles: wait for the two names.
    await expect
      .poll(async () => (await shownContacts(page)).sort())
      .toEqual([members[1]!.full_name, members[2]!.full_name].sort());
    await screenshot(page, 'group-filter-1440');

    await contactTable(page)
      .getByRole('checkbox', { name: 'Select all contacts on this page' })
      .check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Remove from group' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove from group' });
    await remove.getByRole('button', { name: 'Remove from group' }).click();
    await page.getByText('2 contacts removed from the group successfully!').first().waitFor();
    await expect.poll(() => shownContacts(page)).toEqual([]);

    // Without the chip the outsider and the former members are all there.
    await page.getByRole('button', { name: `Remove the group filter ${group.name}` }).click();
    await expect
      .poll(async () => {
        const shown = await shownContacts(page);
        return shown.length === 4 && shown.includes(outsider.full_name);
      })
      .toBe(true);
  });

  it('on a phone the bulk bar is one line of at most 64 px over the cards', async () => {
    const id = runId('bar');
    await owner.createContact({ first_name: 'Pia', last_name: id, email: `${id}@example.com` });
    const page = await browser.newPage({ viewport: phone, isMobile: true, hasTouch: true });
    await signIn(page, demo.owner, demoPassword);
    await openContacts(page, { search: id });
    await page.getByRole('checkbox', { name: `Select Pia ${id}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('1 contact selected').waitFor();
    const box = await bar.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(64);
    expect(box && box.y + box.height).toBeLessThanOrEqual(phone.height);
    await screenshot(page, 'bulk-bar-375');
    await bar.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Add tag' }).waitFor();
    await screenshot(page, 'bulk-actions-375');
  });
});
