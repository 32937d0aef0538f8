import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { enableTwoFactor, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
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
    await page.getByLabel('Authentication code').waitFor();
    await expectAccessible(page, 'The two-factor page');

    // Until the code is given, the app stays closed.
    await page.goto('/contacts');
    await waitForPath(page, '/two-factor-authentication');

    // The code that turned two-factor on is spent; the app shows the next one soon after.
    const next = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);
    await page.getByLabel('Authentication code').fill(next);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/contacts');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();

    // The verified session survives a reload without asking again.
    await page.reload();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(pathOf(page)).toBe('/contacts');
  });
});
