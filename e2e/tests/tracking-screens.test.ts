import { contactEndpoints } from '@coachline/contract/contacts';
import { habitTrackingEndpoints } from '@coachline/contract/habit-tracking';
import { progressTrackingEndpoints } from '@coachline/contract/progress-tracking';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId } from '../support/contacts';
import { screenshotAsIs } from '../support/screenshots';

// A coach creates a habit tracking and a progress tracking from their screens, puts a client
// on each, and walks every tab of both editors and the client's response page: every call the
// screens make answers, nothing breaks on the page, and each screen is accessible.

/** What went wrong on a page: errors thrown in it and calls answered 400 or worse. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

describe('habit and progress tracking screens', () => {
  const browser = useBrowser();

  it('a coach creates both kinds of check-in and walks their tabs', async () => {
    const owner = await registerOwner('tracking');
    const { token } = owner;
    const id = runId('tracking');
    const { contact } = await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Lou', last_name: `Track${id}`, email: `lou-${id}@example.com` },
    });

    const coach = await browser.newPage();
    const problems = watch(coach);
    await coach.setViewportSize({ width: 1440, height: 900 });
    await signIn(coach, owner.email, owner.password);

    // Habit tracking: created from the screen with its default habits.
    await coach
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Habit Tracking' })
      .click();
    await waitForPath(coach, '/habit-tracking');
    await coach.getByRole('button', { name: 'Create habit tracking' }).first().click();
    const create = coach.getByRole('dialog', { name: 'Create habit tracking' });
    await create.getByLabel(/^Name/).fill(`Habits ${id}`);
    await create.getByRole('button', { name: 'Create' }).click();
    await coach.getByRole('heading', { name: `Habits ${id}`, level: 1 }).waitFor();
    await coach.getByText('Drink 8 glasses of water').first().waitFor();
    await expectAccessible(coach, 'A habit tracking’s habits');
    const habits = (await api(habitTrackingEndpoints.listAll, { token })).data.find(
      (t) => t.name === `Habits ${id}`,
    )!;
    await api(habitTrackingEndpoints.addContact, {
      token,
      query: { habit_tracking_id: habits.id, contact_id: contact.id },
    });
    await openTab(coach, 'Settings');
    await coach.getByText('Time To Submit Your Habits').first().waitFor();
    await expectAccessible(coach, 'A habit tracking’s settings');
    await openTab(coach, 'Contacts');
    await coach.getByText(`Lou Track${id}`).first().waitFor();
    await expectAccessible(coach, 'A habit tracking’s contacts');
    await openTab(coach, 'Leaderboard');
    await coach.getByText(`Lou Track${id}`).first().waitFor();
    await expectAccessible(coach, 'A habit tracking’s leaderboard');
    await openTab(coach, 'Proofs');
    await expectAccessible(coach, 'A habit tracking’s proofs');
    await coach.goto(`/habit-tracking/${habits.id}/edit?tab=contacts&contact=${contact.id}`);
    await coach.getByRole('dialog').first().waitFor();
    await coach.getByRole('dialog').first().getByText(`Lou Track${id}`).first().waitFor();
    await expectAccessible(coach, 'A client’s habits');
    await screenshotAsIs(coach, 'tracking', 'habit-contact');
    await coach.keyboard.press('Escape');

    // Progress tracking: created from the screen with its default metrics.
    await coach.goto('/progress-tracking');
    await coach.getByRole('button', { name: 'Create progress tracking' }).first().click();
    const start = coach.getByRole('dialog', { name: 'Create progress tracking' });
    await start.getByLabel(/^Name/).fill(`Check-in ${id}`);
    await start.getByRole('button', { name: 'Create' }).click();
    await coach.getByRole('heading', { name: `Check-in ${id}`, level: 1 }).waitFor();
    await coach.getByText('Weight').first().waitFor();
    await expectAccessible(coach, 'A progress tracking’s questions');
    const progress = (await api(progressTrackingEndpoints.listAll, { token })).data.find(
      (t) => t.name === `Check-in ${id}`,
    )!;
    await api(progressTrackingEndpoints.addContact, {
      token,
      query: { progress_tracking_id: progress.id, contact_id: contact.id },
    });
    const { categories } = await api(progressTrackingEndpoints.refresh, {
      token,
      params: { progress_tracking: progress.id },
    });
    const weight = categories.find((c) => c.name === 'Weight')!;
    for (const [value, daysAgo] of [
      [84, 14],
      [82.5, 7],
    ] as const)
      await api(progressTrackingEndpoints.createCategoryProgress, {
        token,
        body: {
          progress_tracking_id: progress.id,
          contact_id: contact.id,
          category_id: weight.id,
          value,
          recorded_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        },
      });
    for (const tab of ['Settings', 'Contacts', 'Leaderboard', 'Proofs']) {
      await openTab(coach, tab);
      await expectAccessible(coach, `A progress tracking’s ${tab.toLowerCase()}`);
    }
    await coach.goto(`/progress-tracking/${progress.id}/view-response/${contact.id}`);
    await coach.getByRole('heading', { name: `Lou Track${id}`, level: 1 }).waitFor();
    await coach.getByRole('heading', { name: 'Current progress' }).waitFor();
    await coach.getByText('82.5').first().waitFor();
    await expectAccessible(coach, 'A client’s progress response');
    await screenshotAsIs(coach, 'tracking', 'progress-response');

    // The contact's profile lists both.
    await coach.goto(`/contact/${contact.id}/profile?section=habits`);
    await coach.getByText(`Habits ${id}`).first().waitFor();
    await coach.goto(`/contact/${contact.id}/profile?section=progress`);
    await coach.getByText(`Check-in ${id}`).first().waitFor();
    expect(problems).toEqual([]);
  });
});
