import { authEndpoints } from '@coachline/contract/auth';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, demo, demoPassword, registerOwner } from '../support/accounts';
import { openProfileMenu, pathOf, signIn, useBrowser, waitForPath } from '../support/browser';
import { desktop, screenshotBothWidths } from '../support/screenshots';

const shots = 'shell';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

describe('the shell: Home, Apps, the sidebar and where-am-I', () => {
  const browser = useBrowser();

  it('takes the owner from Home to Tags and to Groups in one click each', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await signIn(page, demo.owner, demoPassword);
    const where = sidebar(page).getByRole('region', { name: 'Current location' });
    expect(await where.textContent()).toContain('Demo Fitness');

    await sidebar(page).getByRole('link', { name: 'Home' }).click();
    await waitForPath(page, '/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    for (const card of ['New leads this week', 'Trials', 'Clients', 'Imports running']) {
      await page.getByRole('region', { name: card }).waitFor();
    }
    await page.getByRole('region', { name: 'Contacts added' }).waitFor();
    await page
      .getByRole('region', { name: 'Contacts used of your plan' })
      .getByText(/ of /)
      .waitFor();
    await screenshotBothWidths(page, shots, 'home');

    const apps = page.getByRole('region', { name: 'Your apps' });
    await apps.getByRole('region', { name: 'Admin' }).getByRole('link', { name: 'Tags' }).click();
    await waitForPath(page, '/tags');
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();

    const admin = sidebar(page).getByRole('group', { name: 'Admin' });
    await admin.getByRole('link', { name: 'Groups' }).click();
    await waitForPath(page, '/groups');
    await page.getByRole('heading', { level: 1, name: 'Groups' }).waitFor();
    await screenshotBothWidths(page, shots, 'groups-from-sidebar');

    await openProfileMenu(page);
    expect(await page.getByRole('menu').textContent()).toContain('Demo Fitness · Primary account');
  });

  it('shows the apps as cards, and the blocked modal for the Content Machine where it is off', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/apps');
    const contacts = page.getByRole('article', { name: 'Contacts' });
    await contacts.waitFor();
    expect(await contacts.getByRole('link', { name: 'Launch Contacts' }).getAttribute('href')).toBe(
      '/contacts',
    );
    await page.getByRole('article', { name: 'Tags' }).waitFor();
    await page.getByRole('article', { name: 'Groups' }).waitFor();
    await screenshotBothWidths(page, shots, 'apps');

    await contacts.getByRole('button', { name: 'Contacts options' }).click();
    await page.getByRole('menuitem', { name: 'Import History' }).click();
    await page.getByRole('dialog', { name: 'Import History' }).waitFor();
    await page.keyboard.press('Escape');

    // A new organization has no Content Machine: its card answers with the blocked modal.
    const newcomer = await registerOwner('apps');
    const theirs = await browser.newPage({ viewport: desktop });
    await signIn(theirs, newcomer.email, newcomer.password);
    await theirs.goto('/apps');
    const machine = theirs.getByRole('article', { name: 'Content Machine™' });
    await machine.getByRole('button', { name: 'Launch Content Machine™' }).click();
    const dialog = theirs.getByRole('dialog');
    await dialog
      .getByText(
        "Oops! It looks like you don't have access to the Content Machine™. Please contact support to learn how to get access.",
      )
      .waitFor();
    expect(
      await dialog.getByRole('link', { name: 'Contact Support' }).getAttribute('href'),
    ).toMatch(/^mailto:.+\?subject=Upgrade%20Plan$/);
    await screenshotBothWidths(theirs, shots, 'apps-blocked-modal');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens the tools panel with its five tabs', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await signIn(page, demo.owner, demoPassword);
    await page.getByRole('button', { name: 'Tools' }).click();
    const panel = page.getByRole('dialog', { name: 'Tools' });
    for (const tab of ['Help', 'Importer', 'Guide', 'Apps', 'Tools']) {
      await panel.getByRole('tab', { name: tab }).waitFor();
    }
    await panel.getByRole('tab', { name: 'Apps' }).click();
    await panel.getByRole('link', { name: 'Groups' }).click();
    await waitForPath(page, '/groups');
    await panel.waitFor({ state: 'hidden' });
  });

  it('keeps the shell on screen, with its skeleton, while a location switch loads', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await signIn(page, demo.owner, demoPassword);
    await openProfileMenu(page);

    // The session of the new location is held back until the skeleton has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let switched = false;
    await page.route('**/api/v3/auth/refresh', async (route: Route) => {
      if (switched) await held;
      await route.continue();
    });
    const reloaded = page.waitForEvent('load');
    switched = true;
    await page.getByRole('menuitem', { name: /Downtown/ }).click();
    await reloaded;
    const skeleton = page.getByRole('status').filter({ hasText: 'Loading your account…' });
    await skeleton.waitFor();
    expect(await skeleton.locator('.mantine-Skeleton-root').count()).toBeGreaterThan(5);
    expect(await page.locator('.mantine-Loader-root').count()).toBe(0);
    await screenshotBothWidths(page, shots, 'location-switch-skeleton');
    release();

    const where = sidebar(page).getByRole('region', { name: 'Current location' });
    await expect.poll(async () => where.textContent()).toContain('Downtown');
  });

  it('shows a missing contact and a forbidden area inside the app frame', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/contact/999999999/profile');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(pathOf(page)).toBe('/404');
    await sidebar(page).getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.locator('main').count()).toBe(1);
    await screenshotBothWidths(page, shots, 'not-found-in-frame');
    await page.getByRole('link', { name: 'Go to home' }).click();
    await waitForPath(page, '/home');

    const staff = await browser.newPage({ viewport: desktop });
    await signIn(staff, demo.staff, demoPassword);
    await staff.goto('/tags');
    await staff.getByRole('heading', { name: 'Access denied' }).waitFor();
    await sidebar(staff).getByRole('link', { name: 'Contacts' }).waitFor();
    expect(await sidebar(staff).getByRole('link', { name: 'Tags' }).count()).toBe(0);
    await staff.goto('/403');
    await staff.getByRole('heading', { name: "You can't do that" }).waitFor();
    await sidebar(staff).getByRole('link', { name: 'Home' }).waitFor();
    await screenshotBothWidths(staff, shots, 'forbidden-in-frame');
  });
});

// A location other than the primary account, to check the profile menu lists it.
it('has a Downtown location in the demo workspace', async () => {
  const token = await apiLogin(demo.owner, demoPassword);
  const res = await api(authEndpoints.locations, { token });
  await api(authEndpoints.logout, { token });
  expect(res.company_user_locations.map((l) => l.businessname)).toContain('Downtown');
});
