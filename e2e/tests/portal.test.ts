import { clientPortalEndpoints } from '@coachline/contract/client-portal';
import { contactEndpoints } from '@coachline/contract/contacts';
import { formDefaults, formEndpoints } from '@coachline/contract/forms';
import { memberIdEndpoints } from '@coachline/contract/member-id';
import { pageEndpoints } from '@coachline/contract/pages';
import { playbookEndpoints } from '@coachline/contract/playbooks';
import { portalPaths } from '@coachline/contract/portal';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { phone, screenshotAsIs } from '../support/screenshots';

// A coach shares a page, a form and a playbook with a client and posts an announcement; the
// client opens the login link they were mailed on a phone, chooses a password, reads the page,
// fills in the form, asks a question, chats with the coach, who sees it live, and sees the
// reward the coach sends arrive.

/** The bottom bar holds four places and More, which lists the rest. */
async function openFromMore(client: Page, place: string) {
  const more = client
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('button', { name: 'More' });
  await more.click();
  const item = client.getByRole('menuitem', { name: place });
  await item.waitFor();
  await screenshotAsIs(client, 'portal', `more-menu-to-${place.toLowerCase()}`);
  await item.click();
  await client
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('button', { name: `More, ${place} open` })
    .waitFor();
}

describe('the client portal', () => {
  const browser = useBrowser();

  it('a client uses their portal on a phone while the coach answers live', async () => {
    const owner = await registerOwner('portal');
    const { token } = owner;
    const id = runId('portal');
    const email = `${id}@example.com`;
    const { setting } = await api(memberIdEndpoints.getSetting, { token });
    const account = setting.account_id;
    const { contact } = await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Pia', last_name: `Portal${id}`, email, status: 'client' },
    });

    await api(contactEndpoints.updateMemberId, {
      token,
      params: { contact: contact.id },
      body: { member_id: `M-${id}` },
    });
    const { page: sharedPage } = await api(pageEndpoints.create, {
      token,
      body: { title: 'Week one' },
    });
    await api(pageEndpoints.update, {
      token,
      params: { page: sharedPage.id },
      body: { content: '<h2>Warm up</h2><p>Ten minutes of easy cycling.</p>' },
    });
    await api(pageEndpoints.sendToContact, {
      token,
      body: { page_ids: [sharedPage.id], contact_ids: [contact.id] },
    });
    const { form } = await api(formEndpoints.create, { token, body: { title: 'Check-in' } });
    await api(formEndpoints.saveQuestion, {
      token,
      params: { form: form.id },
      body: { type: 'short_text', title: 'How do you feel?', is_required: true },
    });
    await api(formEndpoints.sendToContact, {
      token,
      body: { form_ids: [form.id], contact_ids: [contact.id] },
    });
    const { playbook } = await api(playbookEndpoints.create, {
      token,
      body: { title: 'Start here' },
    });
    await api(playbookEndpoints.blankStep, {
      token,
      body: { playbook_id: playbook.id, title: 'Set your goal' },
    });
    await api(playbookEndpoints.sendToContact, {
      token,
      body: { playbook_ids: [playbook.id], contact_ids: [contact.id] },
    });
    await api(clientPortalEndpoints.addAnnouncement, {
      token,
      params: { account },
      body: { title: 'Gym closed Monday', body: 'We reopen on Tuesday at 6 am.' },
    });

    // The coach mails the login link from the contact's profile.
    const coach = await browser.newPage();
    await coach.setViewportSize({ width: 1440, height: 900 });
    await signIn(coach, owner.email, owner.password);
    await coach.goto(`/contact/${contact.id}/profile`);
    await coach.getByRole('button', { name: 'Send login link' }).click();
    await coach.getByText('The portal login link has been sent successfully!').first().waitFor();
    const mail = await waitForMail(email, /client portal/);
    const link = new URL(mail.links.find((l) => l.includes(portalPaths.setPassword))!);

    // The client, on a phone, chooses a password and lands in the portal.
    const client = await browser.newPage();
    await client.setViewportSize(phone);
    await client.goto(`${link.pathname}${link.search}`);
    await client.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await expectAccessible(client, 'The portal’s password screen');
    await client.getByLabel(/^Password/).fill('portal-pass-1');
    await client.getByLabel('Confirm password').fill('portal-pass-1');
    await client.getByRole('button', { name: 'Save and open my portal' }).click();
    await waitForPath(client, portalPaths.home(account));
    await client.getByRole('heading', { name: 'Hi Pia!' }).waitFor();
    await client.getByText('Gym closed Monday').waitFor();
    await client.getByText('We reopen on Tuesday at 6 am.').waitFor();
    // The member card, with the ID as a code the front desk scans.
    await client
      .getByRole('region', { name: 'Member card' })
      .getByRole('img', { name: `Scannable code of member ID M-${id}` })
      .waitFor();
    await expectAccessible(client, 'The portal’s home');

    // The page.
    await client.getByRole('link', { name: /Week one/ }).click();
    await client.getByRole('heading', { name: 'Warm up' }).waitFor();
    await client.getByText('Ten minutes of easy cycling.').waitFor();
    await client.goBack();

    // The playbook: a step done and a question for the coach.
    await client.getByRole('link', { name: /Start here/ }).click();
    await client.getByRole('article', { name: 'Set your goal' }).waitFor();
    await client.getByRole('button', { name: 'Mark as done' }).click();
    await client.getByText('1 of 1 steps done').waitFor();
    await client.getByLabel('Ask your coach a question').fill('Can I train twice a day?');
    await client.getByRole('button', { name: 'Send question' }).click();
    await client.getByText('Your question has been sent to your coach.').waitFor();
    await expectAccessible(client, 'A playbook in the portal');

    // The form, filled in as the contact.
    await client.goto(portalPaths.home(account));
    await client.getByRole('link', { name: /Check-in/ }).click();
    await client.getByRole('heading', { name: 'Check-in', level: 1 }).waitFor();
    await client.getByRole('button', { name: formDefaults.get_started_label }).click();
    for (const [name, value] of [
      ['First name', 'Pia'],
      ['Last name', `Portal${id}`],
      ['How do you feel?', 'Strong'],
    ] as const) {
      const field = client.getByRole('textbox', { name });
      if (!(await field.inputValue())) await field.fill(value);
    }
    await client.getByRole('button', { name: formDefaults.submit_label }).click();
    await client.getByText(formDefaults.thank_you_message).waitFor();
    const { data: responses } = await api(formEndpoints.respondents, {
      token,
      query: { form_id: form.id },
    });
    expect(responses.map((r) => r.contact_id)).toEqual([contact.id]);

    // Chat: the coach has the conversation open and sees the client's message arrive.
    // Inside the app, not a new page load: the coach's live channel has long been open.
    await coach.getByRole('link', { name: 'Message Center' }).click();
    await waitForPath(coach, '/sms-center');
    await coach
      .locator('label')
      .filter({ hasText: /^Portal chat$/ })
      .click();
    await client.goto(`${portalPaths.home(account)}/chat`);
    await client.getByText('No messages yet. Say hello to your coach!').waitFor();
    await client.getByRole('textbox', { name: 'Message' }).fill('Hello coach, all good!');
    await client.getByRole('button', { name: 'Send' }).click();
    await client
      .getByRole('log', { name: 'Messages' })
      .getByText('Hello coach, all good!')
      .waitFor();
    const list = coach.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('button', { name: new RegExp(`^Pia Portal${id}`) }).click();
    const thread = coach.getByRole('region', { name: `Conversation with Pia Portal${id}` });
    await thread.getByText('Hello coach, all good!').waitFor();
    await thread.getByRole('textbox', { name: 'Message' }).fill('Great to hear!');
    await thread.getByRole('button', { name: 'Send' }).click();
    await client.getByRole('log', { name: 'Messages' }).getByText('Great to hear!').waitFor();
    await expectAccessible(client, 'The portal chat');

    // A reward from the coach is announced and counted.
    await api(contactEndpoints.sendReward, {
      token,
      body: { contact_id: contact.id, points: 25, reason: 'a perfect week' },
    });
    await client.getByText('You earned a reward!').waitFor();
    await openFromMore(client, 'Rewards');
    await client.getByText('+25 Points').waitFor();
    await client.getByText('a perfect week', { exact: true }).waitFor();
    await expectAccessible(client, 'The portal’s rewards');

    // Signing out ends the portal session; the sign-in takes the password chosen above.
    await client.getByRole('button', { name: 'Sign out' }).click();
    await client.getByRole('button', { name: 'Sign in' }).waitFor();
    await client.getByLabel('Email').fill(email);
    await client.getByLabel('Password').fill('wrong-password');
    await client.getByRole('button', { name: 'Sign in' }).click();
    await client.getByText('These credentials do not match our records.').waitFor();
    await client.getByLabel('Password').fill('portal-pass-1');
    await client.getByRole('button', { name: 'Sign in' }).click();
    await client.getByRole('heading', { name: 'Hi Pia!' }).waitFor();
  });

  it('the coach plans a class in the portal calendar and the client finds it on their day', async () => {
    const owner = await registerOwner('calendar');
    const { token } = owner;
    const id = runId('calendar');
    const email = `${id}@example.com`;
    const { setting } = await api(memberIdEndpoints.getSetting, { token });
    const account = setting.account_id;
    const { contact } = await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Cal', last_name: `Endar${id}`, email, status: 'client' },
    });
    await api(contactEndpoints.updatePortalPassword, {
      token,
      params: { contact: contact.id },
      body: { password: 'portal-pass-1', password_confirmation: 'portal-pass-1' },
    });

    const coach = await browser.newPage();
    await coach.setViewportSize({ width: 1440, height: 900 });
    await signIn(coach, owner.email, owner.password);
    await coach.goto('/client-portal');
    await coach.getByRole('tab', { name: 'Calendar' }).click();
    await coach.getByText(/^No events in /).waitFor();
    await coach.getByRole('button', { name: 'Add event' }).click();
    const dialog = coach.getByRole('dialog', { name: 'New event' });
    await dialog.getByLabel(/^Title/).fill('Sunrise bootcamp');
    const date = await dialog.getByLabel(/^Date/).inputValue();
    await dialog.getByLabel(/^Starts/).fill('06:30');
    await dialog.getByLabel(/^Where/).fill('Riverside park');
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await coach.getByText('Event has been created successfully!').first().waitFor();
    const row = coach.getByRole('listitem', { name: 'Sunrise bootcamp' });
    await row.getByText('06:30').waitFor();
    await expectAccessible(coach, 'The portal calendar');

    const client = await browser.newPage();
    await client.setViewportSize(phone);
    await client.goto(portalPaths.home(account));
    await client.getByLabel('Email').fill(email);
    await client.getByLabel('Password').fill('portal-pass-1');
    await client.getByRole('button', { name: 'Sign in' }).click();
    await client.getByRole('heading', { name: 'Hi Cal!' }).waitFor();
    await openFromMore(client, 'Calendar');
    await client.goto(`${portalPaths.home(account)}/calendar?date=${date}`);
    const morning = client.getByRole('region', { name: 'Morning' });
    await morning.getByText('Sunrise bootcamp').waitFor();
    await morning.getByText('Riverside park').waitFor();
    await expectAccessible(client, 'The portal’s calendar');
  });
});
