import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { pickOption } from '../support/contacts';
import { waitForMail } from '../support/mailbox';
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

  it('changes the account, portal, white label and contact profile, and keeps them after a reload', async () => {
    const owner = await registerOwner('settings');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    const open = async (tab: string) => {
      await page.goto(`/admin-settings?tab=${tab}`);
      await waitForPath(page, '/admin-settings');
    };
    const saved = async (message: string) => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText(message).first().waitFor();
    };

    // Account: name, website, time zone and currency.
    await open('account');
    const name = page.getByRole('textbox', { name: 'Business name' });
    await name.fill('Harbour Strength');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://harbour.example');
    await pickOption(page, page.getByRole('textbox', { name: 'Time zone' }), 'America/Toronto');
    await pickOption(
      page,
      page.getByRole('textbox', { name: 'Currency' }),
      'CAD · Canadian Dollar (CA$)',
    );
    await expectAccessible(page, 'The Account tab');
    await saved('Account settings have been updated successfully!');

    // Client portal: a reserved subdomain is refused on its field, then the portal is saved.
    await open('portal');
    const subdomain = `harbour-${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Portal name' }).fill('Harbour Members');
    await page.getByRole('textbox', { name: 'Welcome message' }).fill('Welcome aboard!');
    await page.getByRole('textbox', { name: 'Brand colour' }).fill('#0b7285');
    await page.getByRole('textbox', { name: 'Subdomain' }).fill('admin');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This subdomain is reserved. Please choose another one.').waitFor();
    await page.getByRole('textbox', { name: 'Subdomain' }).fill(subdomain);
    await saved('Portal settings have been updated successfully!');
    await page.getByRole('link', { name: new RegExp(`${subdomain}\\.`) }).waitFor();
    await expectAccessible(page, 'The Client portal tab');
    await screenshots(page, 'portal');

    // White label, at once.
    await open('white-label');
    await page.getByRole('switch', { name: 'White label' }).click({ force: true });
    await page.getByText('White label has been updated successfully!').first().waitFor();

    // Contact profile: Rewards hidden.
    await open('contact-profile');
    await page.getByRole('checkbox', { name: 'Rewards' }).click({ force: true });
    await saved('Contact profile settings have been updated successfully!');

    // Access key: mailed to the owner, shown masked.
    await open('access-key');
    await page.getByRole('button', { name: 'Send the access key' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await page.getByText(`A new access key has been sent to ${owner.email}.`).first().waitFor();
    const mail = await waitForMail(owner.email, /access key/);
    const key = mail.text.match(/clk_[A-Za-z0-9_-]+/)![0];
    await expect
      .poll(() => page.getByLabel('Current access key').textContent())
      .toMatch(new RegExp(`${key.slice(-4)}$`));

    // Everything is kept.
    await page.reload();
    await open('account');
    await expect.poll(() => name.inputValue()).toBe('Harbour Strength');
    expect(await page.getByRole('textbox', { name: 'Time zone' }).inputValue()).toBe(
      'America/Toronto',
    );
    expect(await page.getByRole('textbox', { name: 'Currency' }).inputValue()).toBe(
      'CAD · Canadian Dollar (CA$)',
    );
    await open('portal');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Subdomain' }).inputValue())
      .toBe(subdomain);
    expect(await page.getByRole('textbox', { name: 'Brand colour' }).inputValue()).toBe('#0B7285');
    await open('white-label');
    await expect
      .poll(() => page.getByRole('switch', { name: 'White label' }).isChecked())
      .toBe(true);
    await open('contact-profile');
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Rewards' }).isChecked())
      .toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Notes' }).isChecked()).toBe(true);
    await screenshots(page, 'contact-profile');
  });

  it('words a portal teaser, asks opt-ins to confirm and makes a funnel token, all kept after a reload', async () => {
    const owner = await registerOwner('teasers');
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);

    await page.goto('/admin-settings?module=account&tab=teasers');
    await waitForPath(page, '/admin-settings');
    const workouts = page.getByRole('region', { name: 'Workouts teaser' });
    await workouts.getByRole('switch', { name: 'Show the Workouts teaser' }).click({ force: true });
    await page.getByText('Tease settings has been enabled successfully').first().waitFor();
    await workouts.getByRole('textbox', { name: 'Headline' }).fill('Train with a plan');
    await workouts.getByRole('textbox', { name: 'Button link' }).fill('not a link');
    await workouts.getByRole('button', { name: 'Save workouts teaser' }).click();
    await workouts.getByText('must be a valid URL').waitFor();
    await workouts.getByRole('textbox', { name: 'Button link' }).fill('https://example.com/plans');
    await workouts.getByRole('button', { name: 'Save workouts teaser' }).click();
    await page.getByText('Tease settings has been updated successfully').first().waitFor();
    await expectAccessible(page, 'The Portal teasers tab');

    await page.goto('/admin-settings?tab=confirm-optin');
    await page.getByRole('switch', { name: 'Ask new contacts to confirm their email' }).click({
      force: true,
    });
    await page.getByRole('textbox', { name: 'Subject' }).fill('Confirm your email, {{first_name}}');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText('Opt-in confirmation settings have been updated successfully!')
      .first()
      .waitFor();
    await expectAccessible(page, 'The Opt-in confirmation tab');

    await page.goto('/admin-settings?tab=funnel-builder');
    await page.getByRole('button', { name: 'Generate token' }).click();
    const token = (await page.getByLabel('New landing token').textContent()) ?? '';
    expect(token.length).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Copy landing token' }).waitFor();
    await expectAccessible(page, 'The Funnel builder tab with a new token');
    await screenshots(page, 'funnel-builder');

    await page.reload();
    await expect
      .poll(() => page.getByLabel('Current landing token').textContent())
      .toMatch(new RegExp(`${token.slice(-4)}$`));
    expect(await page.getByLabel('New landing token').count()).toBe(0);
    await page.goto('/admin-settings?tab=confirm-optin');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Subject' }).inputValue())
      .toBe('Confirm your email, {{first_name}}');
    await page.goto('/admin-settings?tab=teasers');
    const kept = page.getByRole('region', { name: 'Workouts teaser' });
    await expect
      .poll(() => kept.getByRole('textbox', { name: 'Headline' }).inputValue())
      .toBe('Train with a plan');
    expect(await kept.getByRole('switch', { name: 'Show the Workouts teaser' }).isChecked()).toBe(
      true,
    );
  });
});
