import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { pathOf, signIn, useBrowser, waitForPath } from '../support/browser';

describe('sign in', () => {
  const browser = useBrowser();

  it('lands the owner on the contacts list', async () => {
    const page = await browser.newPage();
    await page.goto('/login');

    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectAccessible(page, 'The sign-in page');
    await signIn(page, demo.owner, demoPassword);
    expect(pathOf(page)).toBe('/contacts');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  });

  it('sends a signed-in user who opens the sign-in page to the contacts list', async () => {
    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    await page.goto('/login');
    await waitForPath(page, '/contacts');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
  });

  it('keeps the session across a reload', async () => {
    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    await page.reload();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(pathOf(page)).toBe('/contacts');
  });
});
