import { contactEndpoints } from '@coachline/contract/contacts';
import { messagingEndpoints } from '@coachline/contract/messaging';
import { recoveryPageDefaults, recoveryPageEndpoints } from '@coachline/contract/recovery-page';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, 'recovery-page', name);

describe('Recovery page', () => {
  const browser = useBrowser();

  it('is worded in Admin Settings; a recipient follows their link, unsubscribes and comes back', async () => {
    const owner = await registerOwner('recovery');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.goto('/admin-settings?tab=recovery');
    await waitForPath(page, '/admin-settings');

    await page.getByRole('textbox', { name: 'Title' }).fill('Your Ende Gym emails');
    await page.getByRole('textbox', { name: 'Resubscribe button text' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The resubscribe button text field is required').first().waitFor();
    await page.getByRole('textbox', { name: 'Resubscribe button text' }).fill('Count me back in');
    // The preview follows the form, in each of the page's states.
    await page
      .getByRole('radiogroup', { name: 'Preview the page' })
      .getByText('Unsubscribed', { exact: true })
      .click();
    await page.getByText('Count me back in', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Recovery page settings have been saved successfully!').first().waitFor();
    await expectAccessible(page, 'The Recovery page tab');
    await screenshots(page, 'settings');
    const { setting } = await api(recoveryPageEndpoints.get, { token: owner.token });
    expect(setting).toMatchObject({
      ...recoveryPageDefaults,
      page_title: 'Your Ende Gym emails',
      resubscribe_button_text: 'Count me back in',
    });

    // An email carrying the recipient's own unsubscribe link.
    const email = `e2e-recovery-${Date.now().toString(36)}@example.com`;
    const { contact } = await api(contactEndpoints.save, {
      token: owner.token,
      body: { first_name: 'Rae', last_name: 'Turner', email },
    });
    const sent = await api(messagingEndpoints.sendEmail, {
      token: owner.token,
      body: {
        contact_id: contact.id,
        subject: 'This week at the gym',
        body: '<p>Classes as usual.</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
      },
    });
    expect(sent.status).toBe(1);
    const mail = await waitForMail(email, /This week at the gym/);
    const link = mail.links.find((l) => l.includes('/unsubscribe'));
    expect(link).toBeDefined();

    // The recipient, not signed in, follows it: the page asks before anything changes.
    const recipient = await browser.newPage();
    await recipient.setViewportSize({ width: 375, height: 812 });
    await recipient.goto(link!);
    await waitForPath(recipient, `/resubscribes/${setting.account_id}`);
    await recipient.getByRole('heading', { name: 'Your Ende Gym emails' }).waitFor();
    await recipient.getByText('e***@example.com').waitFor();
    await expectAccessible(recipient, 'The recovery page');
    await screenshots(recipient, 'page');
    const again = {
      contact_id: contact.id,
      subject: 'Another one',
      body: '<p>More news.</p>',
    };
    expect(
      (await api(messagingEndpoints.sendEmail, { token: owner.token, body: again })).status,
    ).toBe(1);

    await recipient.getByRole('button', { name: 'Unsubscribe' }).click();
    await recipient.getByText('You are unsubscribed.').waitFor();
    await expectAccessible(recipient, 'The recovery page, unsubscribed');
    const refused = await api(messagingEndpoints.sendEmail, { token: owner.token, body: again });
    expect(refused).toEqual({
      status: -1,
      message: `${email} unsubscribed, so nothing more is sent to it.`,
    });

    await recipient.getByRole('button', { name: 'Count me back in' }).click();
    await recipient.getByText('You are subscribed again.').waitFor();
    expect(
      (await api(messagingEndpoints.sendEmail, { token: owner.token, body: again })).status,
    ).toBe(1);
  });

  it('says a link it does not know is not valid', async () => {
    const owner = await registerOwner('recovery-bad');
    const { setting } = await api(recoveryPageEndpoints.get, { token: owner.token });
    const visitor = await browser.newPage();
    await visitor.goto(`/resubscribes/${setting.account_id}?token=1.AAAAAAAAAAAAAAAA`);
    await visitor.getByRole('heading', { name: 'This link is not valid' }).waitFor();
  });
});
