import { contactEndpoints } from '@coachline/contract/contacts';
import { journeyEndpoints, journeyMessages } from '@coachline/contract/journeys';
import { tagEndpoints } from '@coachline/contract/tags';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { pickOption, runId } from '../support/contacts';
import { screenshotBothWidths } from '../support/screenshots';

// A coach builds a journey: a tag added starts it, it tags the contact and emails them. They
// fill each card in the panel beside the flow, enable the journey, and start a contact on it
// from its Contacts tab.

const toastSays = (page: Page, message: string) => page.getByText(message).first().waitFor();

/** Adds an action at the end of the main path and waits for its settings panel. */
async function addAction(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add action to the end of Actions' }).click();
  await page.getByRole('menuitem', { name: title, exact: true }).click();
  const panel = page.getByRole('dialog', { name: `${title} settings` });
  await panel.waitFor();
  return panel;
}

describe('journeys', () => {
  const browser = useBrowser();

  it('a coach builds a journey, enables it and starts a contact on it', async () => {
    const owner = await registerOwner('journeys');
    const { token } = owner;
    const id = runId('journeys');
    const vip = `VIP ${id}`;
    const welcomed = `Welcomed ${id}`;
    for (const name of [vip, welcomed])
      await api(tagEndpoints.create, { token, body: { name, tag_type: 1 } });
    const email = `ann-${id}@example.com`;
    const { contact } = await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Ann', last_name: id, email },
    });

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.getByRole('navigation').getByRole('link', { name: 'Journeys' }).first().click();
    await waitForPath(page, '/journeys');
    await page.getByText('No journeys here yet').waitFor();
    await expectAccessible(page, 'The empty journeys list');

    await page.getByRole('button', { name: 'Create journey' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create journey' });
    await create.getByLabel(/^Journey name/).fill(`Welcome ${id}`);
    await create.getByRole('button', { name: 'Create journey' }).click();
    await toastSays(page, journeyMessages.created);
    await page.getByRole('heading', { name: `Welcome ${id}`, level: 1 }).waitFor();

    // The trigger: a tag added.
    await page.getByRole('button', { name: 'Add trigger' }).click();
    await page.getByRole('menuitem', { name: 'Tag added' }).click();
    const trigger = page.getByRole('dialog', { name: 'Tag added settings' });
    await pickOption(page, trigger.getByRole('textbox', { name: 'Tag' }), vip);
    await expectAccessible(page, 'A trigger’s settings');
    await trigger.getByRole('button', { name: 'Save trigger' }).click();
    await toastSays(page, journeyMessages.triggerSaved);
    const triggers = page.getByRole('list', { name: 'Triggers' });
    await triggers.getByText(`Tag “${vip}” is added`).waitFor();

    // Its actions: tag the contact, then email them.
    const tagging = await addAction(page, 'Add tag');
    await pickOption(page, tagging.getByRole('textbox', { name: 'Tag' }), welcomed);
    await tagging.getByRole('button', { name: 'Save action' }).click();
    await tagging.waitFor({ state: 'hidden' });

    const mailing = await addAction(page, 'Send email');
    await mailing.getByRole('textbox', { name: 'Subject' }).fill('Welcome, {{first_name}}');
    await mailing.getByText('The body field is required').waitFor();
    await mailing.getByRole('textbox', { name: 'Body' }).fill('We are glad you are here.');
    await mailing.getByText('Complete: this card is ready to run.').waitFor();
    await expectAccessible(page, 'An action’s settings');
    await mailing.getByRole('button', { name: 'Save action' }).click();
    await mailing.waitFor({ state: 'hidden' });

    const actions = page.getByRole('list', { name: 'Actions' });
    await actions.getByText(`“${welcomed}”`).waitFor();
    await actions.getByText('Subject: Welcome, {{first_name}}').waitFor();
    expect(
      await actions
        .locator(':scope > li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    ).toEqual(['Add tag', 'Send email']);
    await expectAccessible(page, 'The journey builder');
    await screenshotBothWidths(page, 'journeys', 'builder');

    await page.getByRole('switch', { name: 'Journey enabled' }).click();
    await toastSays(page, journeyMessages.enabled);
    await page.getByText('Enabled', { exact: true }).first().waitFor();

    // A contact started by hand.
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByText('Nobody on this journey yet').waitFor();
    await page.getByRole('button', { name: 'Start contacts' }).click();
    const start = page.getByRole('dialog', { name: 'Start contacts' });
    const picker = start.getByRole('textbox', { name: 'Contacts' });
    await picker.click();
    await picker.fill(email);
    await page.getByRole('option', { name: new RegExp(email) }).click();
    await picker.press('Tab');
    await expectAccessible(page, 'Starting contacts on a journey');
    await start.getByRole('button', { name: 'Start' }).click();
    await toastSays(page, journeyMessages.queued);
    const onJourney = page.getByRole('list', { name: 'Contacts on the journey' });
    await onJourney.getByRole('listitem', { name: `Ann ${id}` }).waitFor();
    await expectAccessible(page, 'The journey’s contacts');

    // The contact's profile shows where they are on it.
    await page.goto(`/contact/${contact.id}/profile?section=journeys`);
    const section = page.getByRole('tabpanel', { name: 'Journeys' });
    await section.getByRole('listitem', { name: `Welcome ${id}` }).waitFor();
    await expectAccessible(page, 'A contact’s journeys');

    const { data } = await api(journeyEndpoints.listAll, { token });
    expect(data.map((j) => [j.name, j.status, j.triggers_count, j.actions_count])).toEqual([
      [`Welcome ${id}`, 'enabled', 1, 2],
    ]);
  });
});
