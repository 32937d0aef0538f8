import { contactEndpoints } from '@coachline/contract/contacts';
import {
  automationWebhookLastAction,
  automationWebhookMessages,
} from '@coachline/contract/integrations';
import { tagEndpoints } from '@coachline/contract/tags';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { contactTable, openContacts, pickOption, runId } from '../support/contacts';
import { screenshotBothWidths } from '../support/screenshots';

// A coach makes an automation webhook (issue 15 §6) in Admin Settings › Integrations and copies
// its address into their funnel. The funnel posts a lead there, and the coach finds the new
// contact in the contact centre, tagged, with the webhook's last action.

describe('automation webhooks', () => {
  const browser = useBrowser();

  it('a lead posted to a webhook made in the UI becomes a tagged contact', async () => {
    const owner = await registerOwner('webhooks');
    const { token } = owner;
    const id = runId('webhooks');
    const tag = `Funnel ${id}`;
    await api(tagEndpoints.create, { token, body: { name: tag, tag_type: 1 } });

    const page = await browser.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.goto('/admin-settings?tab=integrations');
    await waitForPath(page, '/admin-settings');
    const section = page.getByRole('region', { name: 'Automation webhooks' });
    await section.getByText('No webhooks yet').waitFor();
    await expectAccessible(page, 'No automation webhooks yet');

    await section.getByRole('button', { name: 'New webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Summer funnel ${id}`);
    await pickOption(page, dialog.getByRole('textbox', { name: 'Tags' }), tag);
    await expectAccessible(page, 'A new automation webhook');
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    await page.getByText(automationWebhookMessages.saved).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const card = section.getByRole('listitem', { name: `Summer funnel ${id}` });
    await card.getByText(tag, { exact: true }).waitFor();
    await card.getByRole('button', { name: `Copy address of Summer funnel ${id}` }).click();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/\/api\/v3\/webhooks\/automation\/[\w-]+$/);
    expect(await card.getByText(url, { exact: true }).count()).toBe(1);
    await card.getByText('How to post').click();
    await card.getByText(/^curl -X POST/).waitFor();
    await expectAccessible(page, 'An automation webhook with how to post to it');
    await screenshotBothWidths(page, 'automation-webhooks', 'integrations');

    // The funnel posts a lead.
    const email = `lead-${id}@example.com`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, first_name: 'Lena' }),
    });
    expect(res.status).toBe(200);
    const { contact_id } = (await res.json()) as { contact_id: number };

    await page.reload();
    const counted = page.getByRole('listitem', { name: `Summer funnel ${id}` });
    await counted.getByText(/^Received:\s*1$/).waitFor();
    await counted.getByText(/^(just now|1 min ago)$/).waitFor();

    // The coach finds the lead in the contact centre.
    await openContacts(page, { search: email });
    const row = contactTable(page).getByRole('row', { name: 'Lena' });
    await row.getByText(automationWebhookLastAction, { exact: true }).waitFor();
    await expectAccessible(page, 'The lead in the contact centre');

    const { contact } = await api(contactEndpoints.fetch, {
      token,
      params: { contact: contact_id },
    });
    expect([contact.email, contact.first_name, contact.last_action]).toEqual([
      email,
      'Lena',
      automationWebhookLastAction,
    ]);
    expect(contact.tags.map((t) => t.name)).toEqual([tag]);
  });
});
