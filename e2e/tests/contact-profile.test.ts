import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId, useOwnerApi } from '../support/contacts';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) =>
  screenshotBothWidths(page, 'contact-profile', name);

describe('the contact profile', () => {
  const browser = useBrowser();
  const owner = useOwnerApi();

  it('saves each field as it is left, shows a 422 once, and manages custom fields', async () => {
    const id = runId('prof');
    const contact = await owner.createContact({
      first_name: 'Pia',
      last_name: `Profile${id}`,
      email: `${id}@example.com`,
    });
    const other = await owner.createContact({
      first_name: 'Taken',
      email: `${id}-taken@example.com`,
    });

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.owner, demoPassword);
    await page.goto(`/contact/${contact.id}/profile`);
    await waitForPath(page, `/contact/${contact.id}/profile`);

    // A field saves when left, and says so beside itself.
    const lastName = page.getByRole('textbox', { name: 'Last name' });
    await lastName.fill(`Saved${id}`);
    await lastName.press('Tab');
    await page.getByRole('status').filter({ hasText: 'Saved' }).first().waitFor();
    await expect
      .poll(async () => (await owner.fetchContact(contact.id)).last_name)
      .toBe(`Saved${id}`);

    // An email another contact has: the message once under the field, and one toast.
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill(other.email ?? '');
    await email.press('Enter');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Unable to submit form, Please correct all the errors!').first().waitFor();
    expect(await page.getByText('The email has already been taken.').count()).toBe(1);
    expect(
      await page.getByText('Unable to submit form, Please correct all the errors!').count(),
    ).toBe(1);

    // Tags: type, Enter, created when new.
    const tags = page.getByRole('textbox', { name: 'Tags' });
    await tags.fill(`Tag${id}`);
    await tags.press('Enter');
    await expect
      .poll(async () => (await owner.fetchContact(contact.id)).tags.map((t) => t.name))
      .toContain(`Tag${id}`);

    // Custom fields: create one, then fill it in on the profile.
    await page.getByRole('button', { name: 'Manage fields' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact fields' });
    await dialog.getByRole('textbox', { name: 'New field name' }).fill(`Goal ${id}`);
    await dialog.getByRole('button', { name: 'Add field' }).click();
    await dialog.getByRole('button', { name: `Rename Goal ${id}` }).waitFor();
    await screenshots(page, 'custom-fields');
    await page.keyboard.press('Escape');
    const goal = page.getByRole('textbox', { name: `Goal ${id}` });
    await goal.fill('Run 10k');
    await goal.press('Tab');
    await expect
      .poll(async () => Object.values((await owner.fetchContact(contact.id)).custom_fields))
      .toContain('Run 10k');
    await screenshots(page, 'owner');
  });

  it('shows view-only staff the values as text, with no inputs to edit', async () => {
    const id = runId('view');
    const contact = await owner.createContact({
      first_name: 'Vera',
      last_name: `Viewed${id}`,
      email: `${id}@example.com`,
    });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo.staff, demoPassword);
    await page.goto(`/contact/${contact.id}/profile`);
    await page.getByRole('heading', { name: `Vera Viewed${id}` }).waitFor();
    await page.getByText(`${id}@example.com`).first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // The sidebar's tips switch is the user's own; the profile has none.
    expect(await page.getByRole('main').getByRole('switch').count()).toBe(0);
    await screenshots(page, 'view-only');
  });
});
