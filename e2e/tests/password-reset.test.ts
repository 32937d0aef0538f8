import { authEndpoints } from '@coachline/contract/auth';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { waitForMail } from '../support/mailbox';

describe('forgot and reset password', () => {
  const browser = useBrowser();

  it('resets the password through the emailed link, then signs in with the new one', async () => {
    // A fresh organization, so the new password affects no other test.
    const owner = await registerOwner('reset');
    const newPassword = `${owner.password}-new`;

    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot');
    const send = page.getByRole('button', { name: 'Send Password Reset Link' });
    await send.waitFor();
    await expectAccessible(page, 'The forgot password page');
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Check your email' }).waitFor();

    const mail = await waitForMail(owner.email, /reset your coachline password/i);
    const link = mail.links.find((l) => /\/password\/[^/]+\/reset/.test(l));
    expect(link, 'the mail links to the reset page').toBeDefined();

    await page.goto(link!);
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    await expectAccessible(page, 'The reset password page');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(owner.email);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel(/confirm/i).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await waitForPath(page, '/login');

    await signIn(page, owner.email, newPassword);
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();

    // The old password no longer works, and the link was for one use only.
    await expect(
      api(authEndpoints.login, { body: { email: owner.email, password: owner.password } }),
    ).rejects.toThrow(/answered 422/);
    const token = /\/password\/([^/]+)\/reset/.exec(link!)![1]!;
    await expect(
      api(authEndpoints.resetPassword, {
        body: {
          token,
          email: owner.email,
          password: 'another-one-1',
          password_confirmation: 'another-one-1',
        },
      }),
    ).rejects.toThrow(/answered 422/);
  });
});
