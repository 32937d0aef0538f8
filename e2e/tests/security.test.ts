import { authEndpoints } from '@coachline/contract/auth';
import { messages } from '@coachline/contract/messages';
import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, type NewOwner, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { openProfileMenu, signIn, submitSignIn, useBrowser, waitForPath } from '../support/browser';

/** The TOTP code `steps` 30-second steps from now: a code is good once, so each sign-in moves on. */
const codeAt = (secret: string, steps: number) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

async function signOut(page: Page) {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await waitForPath(page, '/login');
}

/** Password, then the second factor on its own page; `code` decides where it lands. */
async function signInWithCode(page: Page, owner: NewOwner, code: string) {
  await submitSignIn(page, owner.email, owner.password);
  await waitForPath(page, '/two-factor-authentication');
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

describe('security settings', () => {
  const browser = useBrowser();

  it('switches two-factor on from the profile menu, then signs in with a code and with a recovery code; sessions can be signed out', async () => {
    // A fresh organization, so switching two-factor on touches no other test.
    const owner = await registerOwner('security');
    const page = await browser.newPage();
    await signIn(page, owner.email, owner.password);

    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Security', exact: true }).click();
    await waitForPath(page, '/security');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('twofa-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const recoveryCodes = await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(recoveryCodes).toHaveLength(8);
    await expectAccessible(page, 'The security page during two-factor setup');

    await page.getByLabel('Code from the app').fill(codeAt(secret, 0));
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await page.getByText('Two-factor authentication is on.').waitFor();
    // The recovery codes were shown once.
    expect(await page.getByRole('list', { name: 'Recovery codes' }).count()).toBe(0);

    // Sign-in asks for the app's code now (the one that switched it on is spent).
    await signOut(page);
    await signInWithCode(page, owner, codeAt(secret, 1));
    await waitForPath(page, '/contacts');

    // A recovery code stands in for the app, once.
    await signOut(page);
    await signInWithCode(page, owner, recoveryCodes[0]!);
    await waitForPath(page, '/contacts');
    await signOut(page);
    await signInWithCode(page, owner, recoveryCodes[0]!);
    await page.getByText(messages.invalidTwofaCode).first().waitFor();
    await page.getByLabel('Authentication code').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/contacts');

    // Another device signs in (here through the API): the list shows both, this one marked.
    const pending = await api(authEndpoints.login, {
      body: { email: owner.email, password: owner.password },
    });
    expect(pending.is_2fa_enabled).toBe(true);
    const elsewhere = await api(authEndpoints.verifyTwofa, {
      token: pending.access_token,
      body: { code: recoveryCodes[2]! },
    });
    await page.goto('/security');
    const sessions = page.getByRole('table', { name: 'Active sessions' });
    await sessions.getByText('This device').waitFor();
    await expect.poll(() => sessions.getByRole('row').count()).toBe(3);
    await expectAccessible(page, 'The security page with two sessions');

    await sessions.getByRole('button', { name: 'Sign out Unknown device' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await page.getByText(messages.sessionRevoked).first().waitFor();
    await expect.poll(() => sessions.getByRole('row').count()).toBe(2);
    // That device's token is dead; this one's lives on.
    await expect(api(authEndpoints.refresh, { token: elsewhere.access_token })).rejects.toThrow(
      /401/,
    );
    await page.reload();
    await sessions.getByText('This device').waitFor();
  });
});
