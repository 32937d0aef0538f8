import { authEndpoints } from '@coachline/contract/auth';
import { messages } from '@coachline/contract/messages';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { openProfileMenu, signIn, useBrowser } from '../support/browser';
import { waitForMail } from '../support/mailbox';

describe('changing the sign-in email', () => {
  const browser = useBrowser();

  it('waits for the link sent to the new address, tells the old one, then signs in with the new', async () => {
    // A fresh organization, so the new email affects no other test.
    const owner = await registerOwner('email');
    const newEmail = owner.email.replace('e2e-email-', 'e2e-moved-');

    const page = await browser.newPage();
    await signIn(page, owner.email, owner.password);
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: messages.editProfile }).click();
    const dialog = page.getByRole('dialog', { name: messages.editProfile });
    await dialog.getByLabel('Email', { exact: true }).fill(newEmail);
    await dialog.getByLabel('Current password').fill(owner.password);
    await expectAccessible(page, 'The profile dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(messages.emailChangeRequested(newEmail)).waitFor();

    // Nothing changed yet: the old address still signs in and is told of the request.
    expect(await apiLogin(owner.email, owner.password)).toBeTruthy();
    const notice = await waitForMail(owner.email, /about to change/i);
    expect(notice.text).toContain(newEmail);

    const mail = await waitForMail(newEmail, /confirm your new coachline sign-in email/i);
    const link = mail.links.find((l) => /\/email\/[^/]+\/confirm/.test(l));
    expect(link, 'the mail links to the confirmation page').toBeDefined();
    const confirming = await browser.newPage();
    await confirming.goto(link!);
    await confirming.getByRole('button', { name: 'Confirm email' }).click();
    await confirming
      .getByRole('status')
      .filter({ hasText: messages.emailChanged(newEmail) })
      .waitFor();

    expect(await apiLogin(newEmail, owner.password)).toBeTruthy();
    await expect(
      api(authEndpoints.login, { body: { email: owner.email, password: owner.password } }),
    ).rejects.toThrow(/answered 422/);
  });
});
