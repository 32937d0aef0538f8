import { randomBytes } from 'node:crypto';
import { messages } from '@coachline/contract/messages';
import { organizationMessages } from '@coachline/contract/organization';
import { describe, expect, it } from 'vitest';
import { registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { waitForMail } from '../support/mailbox';

// A gym owner opens a second studio, hands a new coach view-only access to its contacts, and
// takes it back by suspending the studio. Its own organization, so no other test sees it.
describe('organization: locations and users', () => {
  const browser = useBrowser();

  it('invites a view-only staff user to a new location, who loses access when it is suspended', async () => {
    const owner = await registerOwner('organization');
    const studio = 'Riverside Studio';
    const staffEmail = `e2e-coach-${randomBytes(4).toString('hex')}@example.com`;
    const staffPassword = `Pw-${randomBytes(9).toString('base64url')}`;

    const admin = await browser.newPage();
    await admin.setViewportSize({ width: 1440, height: 900 });
    await signIn(admin, owner.email, owner.password);

    // A new location.
    await admin.goto('/admin-settings?tab=locations');
    await admin.getByText('No other locations yet').waitFor();
    await admin.getByRole('button', { name: 'New location' }).click();
    await admin.getByLabel('Location name').fill(studio);
    await admin.getByRole('button', { name: 'Create location' }).click();
    await admin.getByText(messages.secondaryLocationSaved).first().waitFor();
    await admin.getByRole('cell', { name: studio, exact: true }).waitFor();
    await expectAccessible(admin, 'The Locations tab');

    // A staff user who may only view contacts, in that location.
    await admin.getByRole('tab', { name: 'Users' }).click();
    await admin.getByRole('button', { name: 'Invite user' }).click();
    await admin.getByLabel('First name').fill('Casey');
    await admin.getByLabel('Last name').fill('Coach');
    await admin.getByLabel('Email', { exact: true }).fill(staffEmail);
    await admin.getByRole('textbox', { name: 'Locations' }).click();
    await admin.getByRole('option', { name: studio }).click();
    await admin.keyboard.press('Escape');
    await admin.getByRole('checkbox', { name: 'View Contacts center' }).check();
    await expectAccessible(admin, 'The invite drawer');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(organizationMessages.userSaved).first().waitFor();
    await admin.getByRole('cell', { name: staffEmail, exact: true }).waitFor();

    // The invitation's link lets them choose a password, then sign in.
    const mail = await waitForMail(staffEmail, /invited/i);
    const link = mail.links.find((l) => /\/password\/[^/]+\/reset/.test(l));
    expect(link, 'the invitation links to the password page').toBeDefined();
    const staff = await browser.newPage();
    await staff.setViewportSize({ width: 1440, height: 900 });
    await staff.goto(link!);
    await staff.getByRole('button', { name: 'Reset Password' }).waitFor();
    expect(await staff.getByLabel('Email', { exact: true }).inputValue()).toBe(staffEmail);
    await staff.getByLabel('New password', { exact: true }).fill(staffPassword);
    await staff.getByLabel(/confirm/i).fill(staffPassword);
    await staff.getByRole('button', { name: 'Reset Password' }).click();
    await waitForPath(staff, '/login');
    await signIn(staff, staffEmail, staffPassword);

    // Only what they may: the contacts, without creating any, and no other area.
    await staff.getByRole('heading', { name: 'Contacts' }).first().waitFor();
    const nav = staff.getByRole('navigation');
    await nav.getByRole('link', { name: 'Contacts' }).first().waitFor();
    for (const area of ['Templates', 'Broadcasts', 'Tags', 'Groups'])
      expect(await nav.getByRole('link', { name: area, exact: true }).count(), area).toBe(0);
    expect(await staff.getByRole('button', { name: 'Add contact' }).count()).toBe(0);
    await staff.goto('/template');
    await waitForPath(staff, '/access-denied');
    await staff.getByRole('heading', { name: 'Access denied' }).waitFor();

    // The owner suspends the location; the coach's session can no longer reach its data.
    await admin.getByRole('tab', { name: 'Locations' }).click();
    await admin.getByRole('button', { name: `Suspend ${studio}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await admin.getByText(messages.secondaryLocationSuspended).first().waitFor();
    await admin.getByText('Suspended', { exact: true }).waitFor();

    await staff.goto('/contacts');
    await waitForPath(staff, '/403');
    await staff.getByRole('heading', { name: 'Location suspended' }).waitFor();
    await staff.getByText(messages.locationSuspended).waitFor();
  });
});
