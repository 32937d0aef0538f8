import { birthdayEndpoints, birthdaySettingDefaults } from '@coachline/contract/birthdays';
import { contactEndpoints } from '@coachline/contract/contacts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { screenshotBothWidths } from '../support/screenshots';

const screenshots = (page: Page, name: string) => screenshotBothWidths(page, 'birthdays', name);

/** Today in UTC (a new account's time zone), as a birthday of `year`. */
const birthdayToday = (year: number) => `${year}-${new Date().toISOString().slice(5, 10)}`;

describe('Birthdays', () => {
  const browser = useBrowser();

  it('turns the greeting on, and marks today’s birthday as celebrated', async () => {
    const owner = await registerOwner('birthdays');
    const { contact } = await api(contactEndpoints.save, {
      token: owner.token,
      body: {
        first_name: 'Bea',
        last_name: 'Day',
        email: `bea-${Date.now()}@example.com`,
        birthday: birthdayToday(1991),
      },
    });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, owner.email, owner.password);
    await page.goto('/admin-settings?tab=birthdays');
    await waitForPath(page, '/admin-settings');

    const on = page.getByRole('switch', { name: 'Send birthday greetings' });
    await expect.poll(() => on.isChecked()).toBe(false);
    await on.click({ force: true });
    await page.getByRole('checkbox', { name: 'By email' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Send the greeting by email, by SMS or both').first().waitFor();
    await page.getByRole('checkbox', { name: 'By SMS' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Birthday settings have been updated successfully!').first().waitFor();
    const { setting } = await api(birthdayEndpoints.getSetting, { token: owner.token });
    expect(setting).toMatchObject({
      ...birthdaySettingDefaults,
      status: 1,
      send_email: false,
      send_sms: true,
    });

    const upcoming = page.getByRole('table', { name: 'Upcoming birthdays' });
    const row = upcoming.getByRole('row', { name: /Bea Day/ });
    await row.getByText('Today').waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(
      String(new Date().getUTCFullYear() - 1991),
    );
    // The mark is the server's: the box shows it once the answer is back.
    const celebrated = row.getByRole('checkbox', { name: 'Celebrated Bea Day’s birthday' });
    await celebrated.click();
    await page.getByText('Birthday marked as celebrated.').first().waitFor();
    await expect.poll(() => celebrated.isChecked()).toBe(true);
    const { birthdays } = await api(birthdayEndpoints.upcoming, { token: owner.token });
    expect(birthdays.find((b) => b.contact_id === contact.id)?.celebrated).toBe(true);
    await expectAccessible(page, 'The Birthdays tab');
    await screenshots(page, 'settings');

    // Home says whose birthday it is, and leads to the tab.
    await page.goto('/home');
    const card = page.getByRole('region', { name: 'Birthdays today' });
    await card.getByText('Bea Day').waitFor();
    expect(await card.getByText('1', { exact: true }).count()).toBe(1);
    await card.getByRole('link', { name: 'Open birthdays' }).click();
    await waitForPath(page, '/admin-settings');
    await page.getByRole('heading', { name: 'Birthday greeting' }).waitFor();
  });
});
