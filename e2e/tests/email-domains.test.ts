import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { submitSignIn, useBrowser, waitForPath } from '../support/browser';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, 'email-domains', name);

describe('sending domains', () => {
  const browser = useBrowser();

  it('adds a sending domain, shows its records to copy, and says what verify found', async () => {
    // A fresh organization: its domain turns the DNS warning on, which no other test expects.
    const owner = await registerOwner('domains');
    const domain = `mail-${Date.now().toString(36)}.coachline-e2e.example`;

    const page = await browser.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.setViewportSize({ width: 1440, height: 900 });
    await submitSignIn(page, owner.email, owner.password);
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await page.goto('/admin-settings?tab=email-domains');
    await page.getByRole('tab', { name: 'Email domains', selected: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-settings');

    // The empty list says what domains are for.
    await page.getByText('No sending domains yet').waitFor();
    await expectAccessible(page, 'Admin Settings without domains');
    await screenshots(page, 'empty');

    await page.getByRole('button', { name: 'Add domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a sending domain' });
    await dialog.waitFor();
    await dialog.getByLabel('Domain').fill('not a domain');
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await dialog.getByText('The domain must be a domain name, like example.com.').waitFor();
    await expectAccessible(page, 'The add domain dialog');
    await dialog.getByLabel('Domain').fill(domain);
    await dialog.getByRole('button', { name: 'Add domain' }).click();
    await page
      .getByText(
        'Email domain has been added successfully! Publish its DNS records, then verify it.',
      )
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Its three records, to publish at the DNS host.
    const records = page.getByRole('table', { name: `DNS records of ${domain}` });
    await records.waitFor();
    const rows = records.getByRole('row');
    expect(await rows.count()).toBe(4);
    await records.getByText(`v=spf1 include:`).waitFor();
    await records.getByText(/^v=DKIM1; k=rsa; p=/).waitFor();
    await records.getByText(`bounces.${domain}`).waitFor();
    const section = page.getByRole('region', { name: domain });
    await section.getByText('Not verified').waitFor();
    await section.getByText('Active', { exact: true }).waitFor();
    await expectAccessible(page, 'A domain with its records');
    await screenshots(page, 'records');

    // Copy the DKIM value: the clipboard holds the whole record.
    const dkim = (await records.getByText(/^v=DKIM1; k=rsa; p=/).textContent()) ?? '';
    await records.getByRole('button', { name: 'Copy DKIM value' }).click();
    await records.getByRole('button', { name: 'Copied DKIM value' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(dkim);

    // Nothing is published under this made-up domain: verify lists every record it missed.
    await section.getByRole('button', { name: `Verify ${domain}` }).click();
    await page.getByText(`No SPF record found at ${domain}`, { exact: false }).first().waitFor();
    const toastText = await page
      .getByText(`No SPF record found at ${domain}`)
      .first()
      .textContent();
    expect(toastText).toContain(', No DKIM record found at ');
    expect(toastText).toContain(`, No return-path CNAME record found at bounces.${domain}`);
    await expect.poll(() => records.getByText('Missing').count()).toBe(3);
    await section.getByText('Not verified').waitFor();
    // The toast goes before the next check: one closing while axe measures reads half-faded.
    await page
      .getByText(`No SPF record found at ${domain}`)
      .first()
      .waitFor({ state: 'hidden', timeout: 15_000 });

    // A sender at the domain.
    await section.getByRole('button', { name: `Add sender at ${domain}` }).click();
    const senderDialog = page.getByRole('dialog', { name: `Add a sender at ${domain}` });
    await senderDialog.getByLabel('Name').fill('Erin from the gym');
    await senderDialog.getByLabel('Email').fill(`hello@${domain}`);
    await expectAccessible(page, 'The add sender dialog');
    await senderDialog.getByRole('button', { name: 'Add sender' }).click();
    await page.getByText('Sender has been saved successfully!').first().waitFor();
    const senders = page.getByRole('table', { name: `Senders at ${domain}` });
    await senders.getByText(`hello@${domain}`).waitFor();
    await senders.getByText('Active').waitFor();
    await screenshots(page, 'sender');

    // Elsewhere in the app, the shell warns that the records are missing, and leads back here.
    await page.goto('/home');
    const warning = page.getByRole('dialog', { name: 'Email DNS records missing' });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Open Admin Settings' }).click();
    await waitForPath(page, '/admin-settings');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('email-domains');
    await records.waitFor();
  });
});
