import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { contactTable, expectShown, openContacts, runId, useOwnerApi } from '../support/contacts';

describe('editing a contact', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('edits the last name in the table, and shows the error of an invalid email there', async () => {
    const id = runId('inl');
    const email = `${id}@example.com`;
    const contact = await owner.createContact({
      first_name: 'Nadia',
      last_name: `Before${id}`,
      email,
    });
    const renamed = `After${id}`;

    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    await openContacts(page, { search: id });
    await expectShown(page, [contact.full_name]);
    const table = contactTable(page);

    await table.getByRole('button', { name: `Edit name of ${contact.full_name}` }).click();
    const lastName = table.getByRole('textbox', { name: `Last name of ${contact.full_name}` });
    expect(await lastName.inputValue()).toBe(`Before${id}`);
    await lastName.fill(renamed);
    await lastName.press('Enter');
    await lastName.waitFor({ state: 'detached' });
    await expectShown(page, [`Nadia ${renamed}`]);
    await page.getByText('Contact has been updated successfully!').first().waitFor();
    await expect.poll(async () => (await owner.fetchContact(contact.id)).last_name).toBe(renamed);

    // An invalid email stays in the cell with the server's message under it; nothing is saved.
    const name = `Nadia ${renamed}`;
    await table.getByRole('button', { name: `Edit Email of ${name}` }).click();
    const emailInput = table.getByRole('textbox', { name: `Email of ${name}` });
    await emailInput.fill('nadia-at-example');
    await emailInput.press('Enter');
    await expect.poll(() => emailInput.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await emailInput.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(
      describedBy
        .split(/\s+/)
        .filter(Boolean)
        .map((ref) => page.locator(`[id="${ref}"]`).textContent()),
    );
    expect(messages.join(' ')).toMatch(/valid email/i);
    expect(await emailInput.inputValue()).toBe('nadia-at-example');
    expect((await owner.fetchContact(contact.id)).email).toBe(email);

    // Escape gives up the edit; after a reload the saved name is there and the email unchanged.
    await emailInput.press('Escape');
    await emailInput.waitFor({ state: 'detached' });
    await page.reload();
    await expectShown(page, [name]);
    const row = table.getByRole('row').filter({ hasText: renamed });
    await row.getByText(email, { exact: true }).waitFor();
  });

  it('stars, warms up and notes a contact on its profile, and keeps it after a reload', async () => {
    const id = runId('prof');
    const contact = await owner.createContact({
      first_name: 'Pavel',
      last_name: `Profile ${id}`,
      email: `${id}@example.com`,
    });
    expect(contact.starred).toBe(false);
    expect(contact.temperature).toBeNull();
    const note = `Prefers 7 am sessions (${id}).`;

    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    await openContacts(page, { search: id });
    await contactTable(page).getByRole('link', { name: contact.full_name, exact: true }).click();
    await waitForPath(page, `/contact/${contact.id}/profile`);
    await page.getByRole('heading', { name: contact.full_name, level: 1 }).waitFor();
    await expectAccessible(page, 'The contact profile');

    const starred = page.getByRole('button', { name: 'Starred', exact: true });
    expect(await starred.getAttribute('aria-pressed')).toBe('false');
    await starred.click();
    await expect.poll(() => starred.getAttribute('aria-pressed')).toBe('true');

    const temperature = page.getByRole('radiogroup', { name: 'Temperature' });
    expect(await temperature.getByRole('radio', { name: 'None' }).isChecked()).toBe(true);
    await temperature.getByText('Hot', { exact: true }).click();
    await expect.poll(() => temperature.getByRole('radio', { name: 'Hot' }).isChecked()).toBe(true);

    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('list', { name: 'Notes' });
    await notes.getByText(note, { exact: true }).waitFor();
    expect(await page.getByLabel('New note').inputValue()).toBe('');

    await expect
      .poll(async () => {
        const saved = await owner.fetchContact(contact.id);
        return { starred: saved.starred, temperature: saved.temperature };
      })
      .toEqual({ starred: true, temperature: 'hot' });
    expect((await owner.notes(contact.id)).map((n) => n.body)).toEqual([note]);

    await page.reload();
    await page.getByRole('heading', { name: contact.full_name, level: 1 }).waitFor();
    expect(await starred.getAttribute('aria-pressed')).toBe('true');
    expect(await temperature.getByRole('radio', { name: 'Hot' }).isChecked()).toBe(true);
    await notes.getByText(note, { exact: true }).waitFor();
    expect(await notes.getByRole('listitem').count()).toBe(1);
  });
});
