import { contactEndpoints } from '@coachline/contract/contacts';
import { memberIdEndpoints } from '@coachline/contract/member-id';
import { clientPortalPlanEndpoints, workoutPlanEndpoints } from '@coachline/contract/workout-plans';
import { clientPortalWorkoutEndpoints, workoutMessages } from '@coachline/contract/workouts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerOwner } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signIn, useBrowser, waitForPath } from '../support/browser';
import { runId } from '../support/contacts';
import { phone, screenshotAsIs } from '../support/screenshots';

// A coach builds a workout with a superset from the exercise library, puts it in a two-week
// plan on today's day and gives the plan to a client. The client, on a phone, logs it in their
// portal, part of it with the network gone, and the coach's report shows the session.

const toastSays = (page: Page, message: string) => page.getByText(message).first().waitFor();
const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('workouts', () => {
  const browser = useBrowser();

  it('a coach programs a superset into a plan, and the client logs it on a phone, partly offline', async () => {
    const owner = await registerOwner('workouts');
    const { token } = owner;
    const id = runId('workouts');
    const email = `wes-${id}@example.com`;
    const { setting } = await api(memberIdEndpoints.getSetting, { token });
    const account = setting.account_id;
    const { contact } = await api(contactEndpoints.save, {
      token,
      body: { first_name: 'Wes', last_name: `Lift${id}`, email, status: 'client' },
    });
    await api(contactEndpoints.updatePortalPassword, {
      token,
      params: { contact: contact.id },
      body: { password: 'portal-pass-1', password_confirmation: 'portal-pass-1' },
    });
    // Today in the location's calendar, as the client's portal counts it.
    const { today } = await api(clientPortalWorkoutEndpoints.workouts, {
      token,
      query: { contact_id: contact.id },
    });
    const weekday = dayNames[(new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7]!;

    const coach = await browser.newPage();
    await coach.setViewportSize({ width: 1440, height: 900 });
    await signIn(coach, owner.email, owner.password);
    await coach
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Workouts' })
      .click();
    await waitForPath(coach, '/workouts');
    await coach.getByText('No workouts yet').waitFor();

    // The workout: one superset of two presses from the library.
    await coach.getByRole('button', { name: 'Create workout' }).first().click();
    const create = coach.getByRole('dialog', { name: 'Create workout' });
    await create.getByLabel(/^Workout name/).fill(`Push day ${id}`);
    await create.getByRole('button', { name: 'Create workout' }).click();
    await toastSays(coach, workoutMessages.created);
    await coach.getByRole('heading', { name: `Push day ${id}`, level: 1 }).waitFor();
    await coach.getByRole('button', { name: 'Add block' }).click();
    await coach.getByRole('menuitem', { name: 'Superset' }).click();
    await toastSays(coach, workoutMessages.blockCreated);
    await coach.getByRole('button', { name: 'Add exercises to Block 1' }).click();
    const picker = coach.getByRole('dialog', { name: 'Add exercises to Block 1' });
    await picker.getByLabel('Search exercises').fill('Dumbbell Bench Press');
    await picker.getByRole('button', { name: 'Add Dumbbell Bench Press', exact: true }).click();
    await toastSays(coach, workoutMessages.exerciseAdded);
    await picker.getByLabel('Search exercises').fill('Push-Ups - Close Triceps');
    await picker
      .getByRole('button', { name: /^Add Push-Ups - Close Triceps/ })
      .first()
      .click();
    await coach.getByText(workoutMessages.exerciseAdded).nth(1).waitFor();
    await expectAccessible(coach, 'Adding exercises to a superset');
    await picker.getByRole('button', { name: 'Done' }).click();
    await coach.getByText('Dumbbell Bench Press').first().waitFor();
    await screenshotAsIs(coach, 'workouts', 'builder');

    // The plan: two weeks, the workout on today's day of week 1.
    await coach.goto('/workouts?tab=plans');
    await coach.getByRole('button', { name: 'Create plan' }).first().click();
    const planDialog = coach.getByRole('dialog', { name: 'Create plan' });
    await planDialog.getByLabel(/^Plan name/).fill(`Strength block ${id}`);
    await planDialog.getByLabel(/^Weeks/).fill('2');
    await planDialog.getByRole('button', { name: 'Create plan' }).click();
    await coach.getByRole('heading', { name: `Strength block ${id}`, level: 1 }).waitFor();
    await coach.getByRole('button', { name: `Add a workout to ${weekday}, Week 1` }).click();
    const pick = coach.getByRole('dialog', { name: `Add a workout to ${weekday}, Week 1` });
    await pick.getByRole('textbox', { name: 'Workout' }).click();
    await coach.getByRole('option', { name: `Push day ${id}` }).click();
    await pick.getByRole('button', { name: 'Add workout' }).click();
    await coach
      .getByRole('list', { name: `Workouts on ${weekday}` })
      .first()
      .getByText(`Push day ${id}`)
      .waitFor();
    await expectAccessible(coach, 'The plan builder');

    // Given to the client from today.
    await coach.getByRole('tab', { name: 'Contacts' }).click();
    await coach.getByRole('button', { name: 'Add contacts' }).first().click();
    const assign = coach.getByRole('dialog', { name: 'Add contacts' });
    await assign.getByRole('textbox', { name: 'Contacts' }).fill(`Lift${id}`);
    await coach.getByRole('option', { name: new RegExp(`Lift${id}`) }).click();
    await assign.getByRole('button', { name: 'Add contacts' }).click();
    await coach.getByRole('button', { name: `Report of Wes Lift${id}` }).waitFor();

    // The client, on a phone.
    const client = await browser.newPage({ viewport: phone });
    const context = client.context();
    await client.goto(`/portal/${account}`);
    await client.getByLabel('Email').fill(email);
    await client.getByLabel('Password').fill('portal-pass-1');
    await client.getByRole('button', { name: 'Sign in' }).click();
    await client
      .getByRole('link', { name: new RegExp(`Push day ${id}`) })
      .first()
      .click();
    await client.getByRole('button', { name: 'Start Workout' }).click();
    await client.getByLabel('Dumbbell Bench Press set 1 reps').fill('10');
    await client.getByLabel('Dumbbell Bench Press set 1 weight (kg)').fill('22.5');
    await client.getByRole('button', { name: 'Dumbbell Bench Press set 1 done' }).click();
    await screenshotAsIs(client, 'workouts', 'player-phone');

    // The network goes: the sets keep coming, and the finished workout waits on the phone.
    await context.setOffline(true);
    await client.getByLabel('Push-Ups - Close Triceps Position set 1 reps').fill('12');
    await client
      .getByRole('button', { name: 'Push-Ups - Close Triceps Position set 1 done' })
      .click();
    await client.getByText('Offline — your sets are saved on this phone').first().waitFor();
    await client.reload().catch(() => undefined);
    await context.setOffline(false);
    await client.reload();
    // The reload lost nothing: the ticked sets are there.
    await client.getByLabel('Push-Ups - Close Triceps Position set 1 reps').waitFor();
    expect(
      await client.getByLabel('Push-Ups - Close Triceps Position set 1 reps').inputValue(),
    ).toBe('12');
    await context.setOffline(true);
    await client.getByRole('button', { name: 'Finish', exact: true }).click();
    await client.getByLabel('Note for your coach').fill('Felt strong');
    await client.getByRole('button', { name: 'Finish workout' }).click();
    await client.getByText('Will sync when online. Your workout is saved on this phone.').waitFor();
    await context.setOffline(false);
    await client.getByText(workoutMessages.logged).first().waitFor();
    await expectAccessible(client, 'The finished workout on a phone');
    await screenshotAsIs(client, 'workouts', 'done-phone');

    // The coach's report has the session: once, with its volume.
    const plans = await api(workoutPlanEndpoints.all, { token });
    const plan = plans.data.find((p) => p.name === `Strength block ${id}`)!;
    const report = await api(workoutPlanEndpoints.contactReport, {
      token,
      params: { workout_plan: plan.id },
      query: { contact_id: contact.id },
    });
    expect(report.data.sessions).toHaveLength(1);
    expect(report.data.totals.volume_kg).toBe(225);
    expect(report.data.sessions[0]?.note).toBe('Felt strong');
    await coach.getByRole('button', { name: `Report of Wes Lift${id}` }).click();
    const drawer = coach.getByRole('dialog', { name: 'Contact report' });
    await drawer.getByRole('heading', { name: 'Volume over time' }).waitFor();
    await drawer.getByText('225').first().waitFor();
    await screenshotAsIs(coach, 'workouts', 'report');
    const portalPlans = await api(clientPortalPlanEndpoints.workoutPlans, {
      token,
      query: { contact_id: contact.id },
    });
    const day = portalPlans.data[0]?.schedule.find((d) => d.date === today);
    expect(day?.workouts.map((w) => w.done)).toEqual([true]);
  });
});
