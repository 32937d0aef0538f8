import type { WorkoutPlanDetail } from '@coachline/contract/workout-plans';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/queryClient';
import { useSession } from '../../../app/session';
import { theme } from '../../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../../test/fixtures';
import { DialogHost } from '../../../ui/DialogHost';
import { buildPlan, buildWeek, buildWorkout, page, serveApi } from '../fixtures';
import { dayState } from './PlanReportDrawer';
import { WorkoutPlanEditPage } from './WorkoutPlanEditPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const legs = buildWorkout(7, 'Leg day', { exercises_count: 5, estimated_minutes: 45 });
const push = buildWorkout(8, 'Push day', { exercises_count: 4, estimated_minutes: 35 });
const plan: WorkoutPlanDetail = {
  ...buildPlan(3, 'Beginner', { weeks_count: 2, workouts_count: 3 }),
  weeks: [
    buildWeek(21, {
      1: [
        { id: 101, workout: legs },
        { id: 102, workout: push },
      ],
    }),
    buildWeek(22, { 3: [{ id: 103, workout: legs }] }, { name: 'Deload', position: 1 }),
  ],
};

function serve() {
  return serveApi((_method, path) => {
    if (path === 'workout-plan/3/fetch-plan') return { status: 1, data: plan };
    if (path === 'workout/all') return { status: 1, data: [legs, push] };
    const week = { status: 1, message: 'Week has been updated successfully!', week: plan.weeks[0] };
    if (path === 'workout-plan/week/21/save-plan-week-workout') return week;
    if (path === 'workout-plan/week/21/store-week-workouts') return week;
    if (path === 'workout-plan/3/sort-week') return { status: 1, data: plan.weeks };
    if (path === 'workout-plan/3/contacts') return page([]);
    if (path === 'contact/all')
      return { status: 1, data: [{ id: 42, full_name: 'Bo Diaz', email: 'bo@example.test' }] };
    if (path === 'workout-plan/add-contact')
      return {
        status: 1,
        message: 'Contacts have been successfully added to the workout plan!',
        affected: 1,
      };
    return undefined;
  });
}

function renderBuilder(at = '/workouts/plans/3/edit') {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/workouts/plans/:workout_plan/edit" element={<WorkoutPlanEditPage />} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the plan builder', () => {
  it('shows the weeks as rows of days, Monday to Sunday, each with its workouts', async () => {
    serve();
    renderBuilder();
    const weeks = await screen.findByRole('list', { name: 'Weeks' });
    expect(Array.from(weeks.children).map((w) => w.getAttribute('aria-label'))).toEqual([
      'Week 1',
      'Week 2: Deload',
    ]);
    const monday = screen.getByRole('region', { name: 'Monday, Week 1' });
    expect(
      Array.from(within(monday).getByRole('list', { name: 'Workouts on Monday' }).children).map(
        (w) => w.getAttribute('aria-label'),
      ),
    ).toEqual(['Leg day', 'Push day']);
    expect(
      within(screen.getByRole('region', { name: 'Tuesday, Week 1' })).getByText('Rest day'),
    ).toBeTruthy();
  });

  it('adds a workout to a day from every workout', async () => {
    const sent = serve();
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a workout to Friday, Week 1' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Add a workout to Friday, Week 1',
    });
    const select = within(dialog).getByRole('textbox', { name: 'Workout' });
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Push day', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add workout' }));
    await vi.waitFor(() =>
      expect(
        sent.find((s) => s.path === 'workout-plan/week/21/save-plan-week-workout')?.body,
      ).toEqual({ day: 5, workout_id: 8 }),
    );
  });

  it('removes a workout from a day, sending the day’s others in order', async () => {
    const sent = serve();
    renderBuilder();
    const monday = await screen.findByRole('region', { name: 'Monday, Week 1' });
    fireEvent.click(within(monday).getByRole('button', { name: 'Remove Leg day' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'workout-plan/week/21/store-week-workouts')?.body).toEqual(
        { days: [{ day: 1, workout_ids: [8] }] },
      ),
    );
  });

  it('moves a week down from its menu', async () => {
    const sent = serve();
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Week 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'workout-plan/3/sort-week')?.body).toEqual({
        ids: [22, 21],
      }),
    );
  });

  it('gives the plan to contacts from a start date', async () => {
    const sent = serve();
    renderBuilder('/workouts/plans/3/edit?tab=contacts');
    expect(await screen.findByText('No active contacts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contacts' });
    const picker = within(dialog).getByRole('textbox', { name: 'Contacts' });
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Bo Diaz (bo@example.test)', hidden: true }),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), {
      target: { value: '2027-01-04' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contacts' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'workout-plan/add-contact')?.body).toEqual({
        id: 3,
        selection: { ids: [42] },
        start_date: '2027-01-04',
      }),
    );
  });
});

describe('a contact’s schedule', () => {
  const day = (date: string, done: boolean[]) => ({
    date,
    week: 1,
    day: 1,
    workouts: done.map((d, i) => ({
      workout: { id: i, name: `W${i}` },
      done: d,
      session_id: null,
    })),
  });

  it('reads each day as done, missed, to come or rest', () => {
    expect(dayState(day('2027-01-04', [true, true]), '2027-01-10')).toBe('done');
    expect(dayState(day('2027-01-04', [true, false]), '2027-01-10')).toBe('missed');
    expect(dayState(day('2027-01-10', [false]), '2027-01-10')).toBe('upcoming');
    expect(dayState(day('2027-01-04', []), '2027-01-10')).toBe('rest');
  });
});
