import { contactEndpoints } from '@coachline/contract/contacts';
import { habitTrackingEndpoints } from '@coachline/contract/habit-tracking';
import { memberIdEndpoints } from '@coachline/contract/member-id';
import { progressMessages, progressTrackingEndpoints } from '@coachline/contract/progress-tracking';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser } from '../support/browser';
import { runId } from '../support/contacts';
import { png } from '../support/images';
import { phone, screenshotAsIs } from '../support/screenshots';

// A coach sets up a weekly progress check-in with a photo question and a daily habit tracking,
// and puts a client on both. The client, on a phone, sends their weight with a photo and ticks
// a habit off in their portal; the coach sees the photo on the client's response page and the
// client's score on the leaderboard.

describe('check-ins', () => {
  const browser = useBrowser();

  it('a client sends a progress check-in with a photo and a habit check-in from a phone', async () => {
    const owner = await registerOwner('check-ins');
    const { token } = owner;
    const id = runId('check-ins');
    const email = `pia-${id}@example.com`;
    const { setting } = await api(memberIdEndpoints.getSetting, { token });
    const account = setting.account_id;
    const { contact } = await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Pia', last_name: `Check${id}`, email, status: 'client' },
    });
    await api(contactEndpoints.updatePortalPassword, {
      token,
      params: { contact: contact.id },
      body: { password: 'portal-pass-1', password_confirmation: 'portal-pass-1' },
    });

    const { progress_tracking: tracking } = await api(progressTrackingEndpoints.store, {
      token,
      body: {
        name: `Weekly check-in ${id}`,
        categories: [{ name: 'Weight', unit: 'kg', relation: 'decrease' }],
      },
    });
    const { section } = await api(progressTrackingEndpoints.saveSection, {
      token,
      body: { progress_tracking_id: tracking.id, name: 'Photos' },
    });
    await api(progressTrackingEndpoints.saveQuestion, {
      token,
      body: { section_id: section.id, type: 'photo', label: 'Front photo', required: true },
    });
    await api(progressTrackingEndpoints.addContact, {
      token,
      query: { progress_tracking_id: tracking.id, contact_id: contact.id },
    });
    const { habit_tracking: habits } = await api(habitTrackingEndpoints.create, {
      token,
      body: { name: `Daily habits ${id}` },
    });
    await api(habitTrackingEndpoints.addContact, {
      token,
      query: { habit_tracking_id: habits.id, contact_id: contact.id },
    });

    // The client, on a phone: the weekly check-in with a photo.
    const client = await browser.newPage({ viewport: phone });
    await client.goto(`/portal/${account}`);
    await client.getByLabel('Email').fill(email);
    await client.getByLabel('Password').fill('portal-pass-1');
    await client.getByRole('button', { name: 'Sign in' }).click();
    await client.getByRole('link', { name: `Check-in: Weekly check-in ${id}` }).click();
    await client.getByRole('textbox', { name: 'Weight' }).fill('81.5');
    await client.getByLabel(/^Front photo/).setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: png(40, 60),
    });
    await client.getByText('Uploaded: front.png').waitFor();
    await client.getByRole('img', { name: 'What you chose for Front photo' }).waitFor();
    await expectAccessible(client, 'A progress check-in with a photo on a phone');
    await client.getByRole('button', { name: 'Submit Progress' }).click();
    await client.getByText(progressMessages.submitted).first().waitFor();
    await screenshotAsIs(client, 'check-ins', 'progress-phone');

    // Today's habits: one ticked off.
    await client.goto(`/portal/${account}/habits`);
    const water = client.getByRole('button', { name: /Drink 8 glasses of water/ });
    await water.click();
    expect(await water.getAttribute('aria-pressed')).toBe('true');
    await client.getByRole('button', { name: 'Submit', exact: true }).click();
    await client.getByRole('group', { name: 'Your updated streak and score' }).waitFor();
    await expectAccessible(client, 'Habits checked in on a phone');
    await screenshotAsIs(client, 'check-ins', 'habits-phone');

    // What the coach gets: the submission with its photo, and the score on the leaderboard.
    const view = await api(progressTrackingEndpoints.contactProgress, {
      token,
      params: { progress_tracking: tracking.id },
      query: { contact_id: contact.id },
    });
    expect(view.submissions).toHaveLength(1);
    expect(view.submissions[0]?.metrics).toEqual([expect.objectContaining({ value: 81.5 })]);
    expect(view.submissions[0]?.proofs.map((p) => p.name)).toEqual(['front.png']);
    const board = await api(habitTrackingEndpoints.leaderboard, {
      token,
      query: { habit_tracking_id: habits.id },
    });
    expect(board.data).toEqual([
      expect.objectContaining({ contact_id: contact.id, rank: 1, score: 1, current_streak: 1 }),
    ]);

    const coach = await browser.newPage();
    await coach.setViewportSize({ width: 1440, height: 900 });
    await signIn(coach, owner.email, owner.password);
    await coach.goto(`/progress-tracking/${tracking.id}/view-response/${contact.id}`);
    await coach.getByRole('img', { name: 'front.png' }).first().waitFor();
    await expectAccessible(coach, 'A client’s progress response');
    await screenshotAsIs(coach, 'check-ins', 'response');
  });
});
