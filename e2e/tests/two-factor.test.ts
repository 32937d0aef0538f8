import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { enableTwoFactor, registerOwner } from '../support/accounts';
import { pathOf, submitSignIn, useBrowser, waitForPath } from '../support/browser';

describe('two-factor sign-in', () => {
  const browser = useBrowser();

  it('asks for the authenticator code before the app opens', async () => {
    // A fresh organization, so turning two-factor on affects no other test.
    const owner = await registerOwner('twofa');
    const secret = await enableTwoFactor(owner.token);

    const page = await browser.newPage();
    await page.goto('/login');
    await submitSignIn(page, owner.email, owner.password);
    await waitForPath(page, '/two-factor-authentication');

    // Until the code is given, the app stays closed.
    await page.goto('/contacts');
    await waitForPath(page, '/two-factor-authentication');

    await page.getByLabel('Authentication code').fill(authenticator.generate(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/contacts');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();

    // The verified session survives a reload without asking again.
    await page.reload();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(pathOf(page)).toBe('/contacts');
  });
});
