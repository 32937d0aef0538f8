import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { pathOf, signIn, useBrowser, waitForPath } from '../support/browser';

describe('navigation guard', () => {
  const browser = useBrowser();

  it('sends a visitor who opens the contacts list to sign in', async () => {
    const page = await browser.newPage();
    await page.goto('/contacts');
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });

  it('answers an unknown path with the 404 page, signed out and signed in', async () => {
    const page = await browser.newPage();
    await page.goto('/no-such-page/at-all');
    await waitForPath(page, '/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    await signIn(page, demo.owner, demoPassword);
    await page.goto('/another/unknown/path');
    await waitForPath(page, '/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('shows 404 for checkout when the account has checkout turned off', async () => {
    const page = await browser.newPage();
    await signIn(page, demo.other, demoPassword);
    await page.goto('/checkout');
    await waitForPath(page, '/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('opens checkout for an account that has it turned on', async () => {
    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(pathOf(page)).toBe('/checkout');
  });

  it('shows access denied to staff who may not view forms, and lets them view contacts', async () => {
    const page = await browser.newPage();
    await signIn(page, demo.staff, demoPassword);
    await page.goto('/forms');
    await waitForPath(page, '/access-denied');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await expectAccessible(page, 'The access denied page');

    await page.goto('/contacts');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(pathOf(page)).toBe('/contacts');
  });
});
