import { describe, expect, it } from 'vitest';
import { demo, demoPassword } from '../support/accounts';
import { openProfileMenu, pathOf, signIn, useBrowser, waitForPath } from '../support/browser';

describe('logout', () => {
  const browser = useBrowser();

  it('signs out, and the browser Back button does not bring the app back', async () => {
    const page = await browser.newPage();
    await signIn(page, demo.owner, demoPassword);
    // A second page in the app, so history holds signed-in entries to go back to.
    await page.goto('/home');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(pathOf(page)).toBe('/home');

    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    await page.goBack();
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('button', { name: 'Profile menu' }).count()).toBe(0);

    // Nothing of the session is left to restore: a reload and the app's pages stay signed out.
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.goto('/contacts');
    await waitForPath(page, '/login');
    expect(pathOf(page)).toBe('/login');
  });
});
