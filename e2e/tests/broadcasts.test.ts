import { broadcastEndpoints } from '@coachline/contract/broadcasts';
import { contactEndpoints } from '@coachline/contract/contacts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, 'broadcasts', name);

describe('Broadcasts', () => {
  const browser = useBrowser();

  it('writes a broadcast to a tab, sends it, watches it go out, and shows its report and public page', async () => {
    const owner = await registerOwner('broadcasts');
    const stamp = Date.now().toString(36);
    const emails = ['ada', 'ben', 'cy'].map((name) => `${name}-${stamp}@example.com`);
    for (const [i, email] of emails.entries()) {
      await api(contactEndpoints.save, {
        token: owner.token,
        body: { first_name: ['Ada', 'Ben', 'Cy'][i], last_name: 'Trial', email, status: 'trial' },
      });
    }
    // One trial without an email: chosen, and excluded for it.
    await api(contactEndpoints.save, {
      token: owner.token,
      body: { first_name: 'Dee', last_name: 'Trial', number: '+16175550199', status: 'trial' },
    });

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    // The area is in the sidebar, under Marketing.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('group', { name: 'Marketing' })
      .getByRole('link', { name: 'Broadcasts' })
      .click();
    await waitForPath(page, '/broadcasts');
    await page.getByRole('heading', { name: 'No broadcasts yet' }).waitFor();
    await expectAccessible(page, 'The empty broadcast list');
    await page.getByRole('link', { name: 'New broadcast' }).first().click();
    await waitForPath(page, '/broadcasts/new');

    await page.getByRole('textbox', { name: 'Title' }).fill(`Spring news ${stamp}`);
    await page.getByRole('textbox', { name: 'Subject' }).fill(`Spring at the gym ${stamp}`);
    const body = page.getByRole('textbox', { name: 'Email body' });
    await body.click();
    await body.pressSequentially('Hello, the spring timetable is out.');
    await page.getByRole('textbox', { name: 'Tabs' }).click();
    await page.getByRole('option', { name: /^Trials/ }).click();
    await page.keyboard.press('Escape');
    await page
      .getByText('3 will get it · 1 excluded: 1 without an email', { exact: true })
      .waitFor();
    await page.getByText(/of [\d,]+ emails this month/).waitFor();
    await expectAccessible(page, 'The broadcast editor');
    await screenshots(page, 'editor');

    await page.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await page.waitForURL((url) => /^\/broadcasts\/\d+\/report$/.test(url.pathname));
    const progress = page.getByRole('region', { name: 'Progress' });
    await progress.getByText('3 of 3 sent', { exact: true }).waitFor({ timeout: 30_000 });
    await progress.getByText('Sent', { exact: true }).waitFor();

    const recipients = page.getByRole('table', { name: 'Recipients' });
    for (const email of emails) await recipients.getByText(email).waitFor();
    await page.getByRole('heading', { name: 'Opens and clicks' }).waitFor();
    await expectAccessible(page, 'The broadcast report');
    await screenshots(page, 'report');
    // On a phone the report fits the width: the table scrolls in its own box.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1440, height: 900 });

    const mail = await waitForMail(emails[0]!, new RegExp(`Spring at the gym ${stamp}`));
    expect(mail.text).toContain('the spring timetable is out');

    // The list shows it sent, with its numbers.
    await page.getByRole('link', { name: 'Back to broadcasts' }).click();
    await waitForPath(page, '/broadcasts');
    const card = page.getByRole('article', { name: `Spring news ${stamp}` });
    await card.getByText('Sent', { exact: true }).first().waitFor();
    await card.getByText('Recipients').waitFor();
    await screenshots(page, 'list');

    // Anyone with the link reads it, signed in or not.
    const list = await api(broadcastEndpoints.list, { token: owner.token, query: {} });
    const sent = list.data[0]!;
    const reader = await browser.newPage();
    await reader.goto(`/broadcast/${sent.id}/public-view`);
    await reader.getByRole('heading', { name: `Spring at the gym ${stamp}` }).waitFor();
    await reader.getByText('the spring timetable is out').waitFor();
    await reader.getByText('E2E broadcasts').first().waitFor();
    await expectAccessible(reader, 'The public view');
    await reader.goto('/broadcast/999999999/public-view');
    await reader.getByRole('heading', { name: 'This email is not available' }).waitFor();
  });
});
