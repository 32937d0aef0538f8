import { contactEndpoints } from '@coachline/contract/contacts';
import { sequenceEndpoints, sequenceMessages } from '@coachline/contract/sequences';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
import { screenshotBothWidths } from '../support/screenshots';

// A coach writes a sequence: a welcome email that goes as a contact joins. They add a contact
// to it from its Contacts tab, the email arrives, and the contact's profile shows the sequence.

const toastSays = (page: Page, message: string) => page.getByText(message).first().waitFor();

describe('sequences', () => {
  const browser = useBrowser();

  it('a coach writes a sequence, adds a contact to it, and its first email arrives', async () => {
    const owner = await registerOwner('sequences');
    const { token } = owner;
    const id = runId('sequences');
    const title = `Welcome ${id}`;
    const email = `ann-${id}@example.com`;
    const { contact } = await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Ann', last_name: id, email },
    });

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    // The area is in the sidebar, under Marketing.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('group', { name: 'Marketing' })
      .getByRole('link', { name: 'Sequences' })
      .click();
    await waitForPath(page, '/sequences');
    await page.getByText('No sequences here yet').waitFor();
    await expectAccessible(page, 'The empty sequences list');

    await page.getByRole('button', { name: 'Create sequence' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create sequence' });
    await create.getByLabel(/^Sequence title/).fill(title);
    await expectAccessible(page, 'Creating a sequence');
    await create.getByRole('button', { name: 'Create sequence' }).click();
    await toastSays(page, sequenceMessages.created);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText(/^No messages yet: add the first email or SMS/).waitFor();

    // The welcome email, as the contact joins.
    await page.getByRole('button', { name: 'Add message at the end' }).click();
    await page.getByRole('menuitem', { name: 'Email', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'New email' });
    await panel.getByRole('textbox', { name: 'Subject' }).fill('Welcome {{first_name}}');
    const body = panel.getByRole('textbox', { name: 'Email body' });
    await body.click();
    await body.pressSequentially('We are glad you are here.');
    await panel.getByText('Goes: Immediately after joining').waitFor();
    await expectAccessible(page, 'A message’s form');
    await screenshotBothWidths(page, 'sequences', 'message-form');
    await panel.getByRole('button', { name: 'Add message' }).click();
    await toastSays(page, sequenceMessages.messageAdded);
    await panel.waitFor({ state: 'hidden' });
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByRole('listitem', { name: '1. Welcome {{first_name}}' }).waitFor();
    await messages.getByText('Immediately after joining').waitFor();
    await expectAccessible(page, 'The sequence’s messages');
    await screenshotBothWidths(page, 'sequences', 'messages');

    // A contact added by hand, told first what it sends.
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByText('Nobody on this sequence yet').waitFor();
    await page.getByRole('button', { name: 'Add contacts' }).click();
    const adding = page.getByRole('dialog', { name: 'Add contacts' });
    const picker = adding.getByRole('textbox', { name: 'Contacts' });
    await picker.click();
    await picker.fill(email);
    await page.getByRole('option', { name: new RegExp(email) }).click();
    await picker.press('Tab');
    await adding.getByText('This adds 1 contact: 1 email and 0 SMS.').waitFor();
    await expectAccessible(page, 'Adding contacts to a sequence');
    await adding.getByRole('button', { name: 'Add contacts' }).click();
    await toastSays(page, sequenceMessages.contactsAdded);
    const onSequence = page.getByRole('table', { name: 'Contacts on the sequence' });
    await onSequence.getByRole('link', { name: `Ann ${id}` }).waitFor();
    await expectAccessible(page, 'The sequence’s contacts');
    await screenshotBothWidths(page, 'sequences', 'contacts');

    // The engine sends it within a second or so.
    const mail = await waitForMail(email, /^Welcome Ann$/);
    expect(mail.text).toContain('We are glad you are here.');

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('region', { name: 'Sent' }).getByText('1', { exact: true }).waitFor();
    await expectAccessible(page, 'The sequence’s analytics');
    await screenshotBothWidths(page, 'sequences', 'analytics');

    // The contact's profile shows the sequence they went through.
    await page.goto(`/contact/${contact.id}/profile?section=sequences`);
    const section = page.getByRole('tabpanel', { name: 'Sequences' });
    const item = section.getByRole('listitem', { name: title });
    await item.waitFor();
    await item.getByText('Completed').waitFor();
    await expectAccessible(page, 'A contact’s sequences');
    await screenshotBothWidths(page, 'sequences', 'profile');

    const { data } = await api(sequenceEndpoints.listAll, { token });
    expect(data.map((s) => [s.title, s.status, s.messages_count, s.completed_count])).toEqual([
      [title, 'active', 1, 1],
    ]);
  });
});
