import { contactEndpoints } from '@coachline/contract/contacts';
import { taskEndpoints } from '@coachline/contract/tasks';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { contactTable, openContacts, pickOption, runId } from '../support/contacts';

// A coach plans a call from a contact's profile, finds it on the Tasks page from the sidebar,
// adds two more contacts to it from the contact centre's bulk bar, and ticks it done.

describe('tasks', () => {
  const browser = useBrowser();

  it('a coach plans a call about a contact, adds contacts in bulk and ticks it done', async () => {
    const owner = await registerOwner('tasks');
    const { token } = owner;
    const id = runId('tasks');
    const people = [];
    for (const name of ['Ann', 'Bea', 'Cal'])
      people.push(
        (
          await api(contactEndpoints.save, {
            token,
            body: { first_name: name, last_name: id, email: `${name}-${id}@example.com` },
          })
        ).contact,
      );
    const [ann] = people;

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.goto(`/contact/${ann!.id}/profile?section=tasks`);
    const section = page.getByRole('tabpanel', { name: 'Tasks' });
    await section.getByText('No open tasks').waitFor();
    await section.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel(/^Task/).fill('Call about the trial');
    await dialog.getByLabel(/^Due date/).fill('2026-12-03');
    await dialog.getByLabel(/^Due time/).fill('14:30');
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await page.getByText('Task has been created successfully!').first().waitFor();
    const row = section.getByRole('listitem', { name: 'Call about the trial' });
    await row.getByText(/14:30/).waitFor();
    await expectAccessible(page, 'A contact’s tasks');

    // Two more contacts from the contact centre's bulk bar.
    await openContacts(page, { search: id });
    const table = contactTable(page);
    for (const name of ['Bea', 'Cal'])
      await table.getByRole('checkbox', { name: new RegExp(`^Select ${name} `) }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: /More actions/ }).click();
    await page.getByRole('menuitem', { name: 'Add to task' }).click();
    const bulk = page.getByRole('dialog', { name: 'Add to task' });
    await pickOption(page, bulk.getByLabel('Task', { exact: true }), 'Call about the trial');
    await bulk.getByRole('button', { name: 'Add to task' }).click();
    await page.getByText('2 contacts added to the task successfully!').first().waitFor();

    // The Tasks page, from the sidebar.
    await page.getByRole('navigation').getByRole('link', { name: 'Tasks' }).first().click();
    await waitForPath(page, '/tasks');
    const listed = page.getByRole('listitem', { name: 'Call about the trial' });
    for (const name of ['Ann', 'Bea', 'Cal']) await listed.getByText(`${name} ${id}`).waitFor();
    await expectAccessible(page, 'The Tasks page');
    await listed.getByRole('checkbox', { name: 'Mark Call about the trial as done' }).click();
    await page.getByText('Task has been marked as done!').first().waitFor();
    await page.getByText('No open tasks').waitFor();

    const { data } = await api(taskEndpoints.listAll, { token, query: { status: 'done' } });
    expect(data.map((t) => [t.title, t.contacts_count])).toEqual([['Call about the trial', 3]]);
  });
});
