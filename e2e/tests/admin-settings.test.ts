import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) =>
  screenshotBothWidths(page, 'admin-settings', name);

// Each test registers its own organization: the switches and the Twilio connection are the
// organization's and the location's, which other tests must not find changed.
describe('Admin Settings', () => {
  const browser = useBrowser();

  it('connects the location’s Twilio account, and says what Twilio answered to a wrong token', async () => {
    const owner = await registerOwner('twilio');
    const account = inject('twilioAccount');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.goto('/admin-settings?tab=integrations');
    await waitForPath(page, '/admin-settings');

    await page.getByRole('textbox', { name: 'Account SID' }).fill(account.sid);
    await page.getByLabel('Auth token').fill('0123456789abcdef0123456789abcdef');
    await page.getByRole('textbox', { name: 'Twilio phone number' }).fill(account.number);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText('Authenticate').first().waitFor();
    await expectAccessible(page, 'The Twilio settings with Twilio’s refusal');

    await page.getByLabel('Auth token').fill(account.token);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText('Twilio credentials has been updated successfully!').first().waitFor();
    await page.getByText('Connected', { exact: true }).first().waitFor();
    await screenshots(page, 'integrations');
  });

  it('switches SMS sending off for the organization and shows the email report', async () => {
    const owner = await registerOwner('sending');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.goto('/admin-settings?tab=sending');
    await waitForPath(page, '/admin-settings');

    const sms = page.getByRole('switch', { name: 'SMS sending' });
    await page.getByText('No email sent in this period').waitFor();
    await expect.poll(() => sms.isChecked()).toBe(true);
    await sms.click({ force: true });
    await page.getByText('SMS status has been updated successfully!').first().waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: 'SMS sending' }).isChecked())
      .toBe(false);
    expect(await page.getByRole('switch', { name: 'Email sending' }).isChecked()).toBe(true);
    await expectAccessible(page, 'The Sending tab');
    await screenshots(page, 'sending');
  });
});
