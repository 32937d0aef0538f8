import { randomInt } from 'node:crypto';
import { contactEndpoints } from '@coachline/contract/contacts';
import { endpointUrl } from '@coachline/contract/endpoint';
import { integrationEndpoints } from '@coachline/contract/integrations';
import { contactPortalEndpoints } from '@coachline/contract/message-center';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signTwilio } from '../../server/src/test/fake-twilio';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { baseUrl, signIn, useBrowser, waitForPath } from '../support/browser';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) =>
  screenshotBothWidths(page, 'message-center', name);

/** An SMS from `from` to the connected number, as Twilio posts it: form-encoded and signed. */
async function twilioInbound(
  account: { token: string; number: string },
  from: string,
  body: string,
) {
  const path = endpointUrl(integrationEndpoints.twilioInbound);
  const params = {
    MessageSid: `SM${Date.now().toString(16).padStart(32, '0')}`,
    From: from,
    To: account.number,
    Body: body,
  };
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signTwilio(account.token, `${baseUrl()}${path}`, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  expect(res.status).toBe(200);
}

// The organization is the test's own: its Twilio number and conversations are nobody else's.
describe('the Message Center', () => {
  const browser = useBrowser();

  it('shows an SMS received live, then answers it; and holds a portal chat conversation', async () => {
    const owner = await registerOwner('inbox');
    const twilio = inject('twilioInbox');
    await api(integrationEndpoints.saveTwilioCredentials, {
      token: owner.token,
      body: { account_sid: twilio.sid, auth_token: twilio.token, phone_number: twilio.number },
    });
    await api(integrationEndpoints.updateTwilioConnection, { token: owner.token });
    const number = `+1617555${randomInt(2000, 9999)}`;
    const { contact } = await api(contactEndpoints.save, {
      token: owner.token,
      body: {
        first_name: 'Rita',
        last_name: 'Reply',
        number,
        email: `rita-${randomInt(1e6)}@example.com`,
      },
    });

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.goto('/message-center');
    await waitForPath(page, '/message-center');
    await page.getByRole('heading', { name: 'Message Center' }).waitFor();
    await page.getByText('No conversations').waitFor();
    await expectAccessible(page, 'The Message Center, empty');

    // The realtime channel connects five seconds after load; the SMS arrives after that.
    await page.waitForTimeout(6_000);
    await twilioInbound(twilio, number, 'Are we still on for 6?');
    await page.getByText('New message from Rita Reply: Are we still on for 6?').waitFor();
    const conversation = page.getByRole('button', { name: /^Rita Reply.*1 unread$/ });
    await conversation.waitFor();
    await page.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    await screenshots(page, 'inbound');

    await conversation.click();
    const thread = page.getByRole('region', { name: 'Conversation with Rita Reply' });
    await thread.getByText('Are we still on for 6?').waitFor();
    // Opening it reads it.
    await page.getByRole('link', { name: 'Messages, 0 unread' }).waitFor();
    await thread
      .getByRole('textbox', { name: 'Message' })
      .fill('Yes, see you at 6, {{first_name}}!');
    await thread.getByRole('button', { name: 'Send' }).click();
    await page.getByText('SMS has been sent successfully!').first().waitFor();
    await thread.getByText('Yes, see you at 6, Rita!').waitFor();
    await expectAccessible(page, 'An SMS conversation');
    await screenshots(page, 'sms-thread');

    // Portal chat: a message from the contact profile opens the conversation.
    await api(contactPortalEndpoints.sendPortalMessage, {
      token: owner.token,
      body: { contact_id: contact.id, message: 'Your plan for this week is in your portal.' },
    });
    await page
      .locator('label')
      .filter({ hasText: /^Portal chat$/ })
      .click();
    // The portal list, not the SMS one it replaces, shows the conversation.
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await list.getByText('You: Your plan for this week is in your portal.').waitFor();
    await list.getByRole('button', { name: /^Rita Reply/ }).click();
    const portal = page.getByRole('region', { name: 'Conversation with Rita Reply' });
    await portal.getByText('Your plan for this week is in your portal.').waitFor();
    await portal.getByRole('textbox', { name: 'Message' }).fill('Ask me anything here.');
    await portal.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Portal message has been sent successfully!').first().waitFor();
    await portal.getByText('Ask me anything here.').waitFor();

    // Scheduled for tomorrow: it shows in the scheduled list until deleted.
    await portal.getByRole('textbox', { name: 'Message' }).fill('How did the session go?');
    await portal
      .locator('label')
      .filter({ hasText: /^Schedule$/ })
      .click();
    const sendAt = new Date(Date.now() + 86_400_000);
    await portal.getByRole('button', { name: /Send at/ }).click();
    const dayName = sendAt.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    await page.getByRole('button', { name: dayName, exact: true }).first().click();
    await page.getByRole('button', { name: 'Done' }).click();
    await portal.getByRole('button', { name: 'Schedule' }).click();
    await page.getByText('Message has been scheduled successfully!').first().waitFor();
    const scheduled = page.getByRole('region', { name: 'Scheduled' });
    await scheduled.getByText('How did the session go?').waitFor();
    await expectAccessible(page, 'A portal conversation with a scheduled message');
    await screenshots(page, 'portal-thread');
    await scheduled
      .getByRole('button', { name: 'Delete the message scheduled for Rita Reply' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await scheduled.getByText('Nothing scheduled').waitFor();
  });
});
