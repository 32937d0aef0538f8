import { contactEndpoints } from '@coachline/contract/contacts';
import { memberIdEndpoints, memberIdPagePath } from '@coachline/contract/member-id';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, 'member-id', name);

describe('Member ID', () => {
  const browser = useBrowser();

  it('sets the page up, and a newcomer asks for their member ID and finds it in their mail', async () => {
    const owner = await registerOwner('member-id');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.goto('/admin-settings?tab=member-id');
    await waitForPath(page, '/admin-settings');

    await page.getByRole('textbox', { name: 'Title' }).fill('Your Ende Gym member ID');
    await page.getByRole('textbox', { name: 'Prefix' }).fill('EG-');
    await page.getByRole('textbox', { name: 'Next number' }).fill('500');
    await page.getByText('The next member ID is').getByText('EG-500').waitFor();
    // The message must carry the member ID: the form says so before anything is saved.
    await page.getByRole('textbox', { name: 'Message' }).fill('Welcome aboard!');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Put {{member_id}} in the message').first().waitFor();
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Hi {{first_name}}, your ID is {{member_id}}.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Member ID settings have been saved successfully!').first().waitFor();
    await expectAccessible(page, 'The Member ID tab');
    await screenshots(page, 'settings');

    const { setting } = await api(memberIdEndpoints.getSetting, { token: owner.token });
    expect(setting).toMatchObject({ id_prefix: 'EG-', next_number: 500 });

    // A visitor, not signed in, on the page's address.
    const visitor = await browser.newPage();
    await visitor.setViewportSize({ width: 800, height: 900 });
    await visitor.goto(memberIdPagePath(setting));
    await visitor.getByRole('heading', { name: 'Your Ende Gym member ID' }).waitFor();
    await expectAccessible(visitor, 'The member ID page');
    await screenshots(visitor, 'page');
    const email = `e2e-member-${Date.now().toString(36)}@example.com`;
    await visitor.getByRole('textbox', { name: 'First name' }).fill('Nia');
    await visitor.getByRole('textbox', { name: 'Email' }).fill(email);
    await visitor.getByRole('button', { name: 'Send my member ID' }).click();
    await visitor.getByText('Your member ID is on its way. Check your email.').waitFor();
    const mail = await waitForMail(email, /Your member ID at E2E member-id/);
    expect(mail.text).toContain('Hi Nia, your ID is EG-500.');

    // The front desk's next person gets a fresh form.
    await visitor.getByRole('button', { name: 'Ask for another member ID' }).click();
    expect(await visitor.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('');

    // The coach finds the newcomer among the leads, and sends the ID again from the profile.
    const { data } = await api(contactEndpoints.all, {
      token: owner.token,
      query: { search: email },
    });
    const [contact] = data;
    expect(contact).toBeDefined();
    await page.goto(`/contact/${contact!.id}/profile`);
    await page.getByRole('textbox', { name: 'Member ID' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Member ID' }).inputValue()).toBe('EG-500');
    await page.getByRole('button', { name: 'Send member ID' }).click();
    await page.getByText('Member ID has been sent successfully!').first().waitFor();
  });

  it('answers a page whose address was replaced with the 404 screen', async () => {
    const owner = await registerOwner('member-id-old');
    const { setting } = await api(memberIdEndpoints.getSetting, { token: owner.token });
    const { access_code: _, account_id: __, updated_at: ___, ...fields } = setting;
    await api(memberIdEndpoints.storeSetting, {
      token: owner.token,
      body: { ...fields, regenerate_access_code: true },
    });
    const visitor = await browser.newPage();
    await visitor.goto(memberIdPagePath(setting));
    await visitor.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
