import type { Workout } from '@coachline/contract/workouts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { buildExercise, buildPlan, buildWorkout, serveApi } from './fixtures';
import { WorkoutIndexPage } from './WorkoutIndexPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

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

const legs = buildWorkout(7, 'Leg day', {
  category: { id: 3, name: 'Strength' },
  blocks_count: 2,
  exercises_count: 5,
  estimated_minutes: 45,
  active_count: 4,
  completed_count: 1,
});

const list = (data: object[], perPage = 6) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: perPage,
  total: data.length,
});

function serve(workouts: Workout[]) {
  return serveApi((method, path) => {
    if (path === 'workout/list') return list(workouts);
    if (path === 'workout/category/lists')
      return { status: 1, data: [{ id: 3, name: 'Strength', workouts_count: 1 }] };
    if (path === 'workout/create')
      return { status: 1, message: 'Workout has been created successfully!', workout: legs };
    if (path === 'workout/delete')
      return { status: 1, message: 'Workout has been deleted successfully!', affected: 1 };
    if (path === 'workout-plan/list')
      return list([buildPlan(4, 'Beginner 4 weeks', { weeks_count: 4, workouts_count: 12 })]);
    if (path === 'workout/exercises')
      return list(
        [
          buildExercise(1, 'Barbell Squat', {
            attributes: [{ id: 21, attribute_type_id: 2, name: 'Legs' }],
          }),
        ],
        24,
      );
    if (path === 'workout/attribute-types')
      return {
        status: 1,
        data: [
          { id: 2, name: 'Body Part', custom: false, pinned: true, attributes_count: 1 },
          { id: 5, name: 'Equipment', custom: false, pinned: false, attributes_count: 0 },
        ],
      };
    if (path === 'workout/custom-attribute-types')
      return {
        status: 1,
        data: [{ id: 21, attribute_type_id: 2, name: 'Legs', custom: false, exercises_count: 80 }],
      };
    if (path === 'workout/update-favourite-exercise' && method === 'PATCH')
      return {
        status: 1,
        message: 'Exercise has been added to favourites',
        exercise: buildExercise(1, 'Barbell Squat', { favourite: true }),
      };
    return undefined;
  });
}

function renderPage(at = '/workouts') {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/workouts" element={<WorkoutIndexPage />} />
            <Route path="/workouts/:workout/edit" element={<p>The builder</p>} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the workouts list', () => {
  it('says what workouts are for and offers the first one when there is none', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No workouts yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first workout' })).toBeTruthy();
  });

  it('shows a workout’s category, counts and contacts, 6 a page', async () => {
    const sent = serve([legs]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Leg day' });
    expect(within(card).getByText('Strength')).toBeTruthy();
    expect(within(card).getByText('2 blocks · 5 exercises · about 45 min')).toBeTruthy();
    expect(within(card).getByText('4 active · 1 completed')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit Leg day' }).getAttribute('href')).toBe(
      '/workouts/7/edit',
    );
    expect(sent.find((s) => s.path === 'workout/list')?.url).toContain('page=1');
  });

  it('deletes a workout once confirmed', async () => {
    const sent = serve([legs]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Leg day' });
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for Leg day' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.method === 'DELETE')).toMatchObject({
        path: 'workout/delete',
        body: { ids: [7] },
      }),
    );
  });

  it('creates a workout by its name and opens its builder', async () => {
    const sent = serve([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create workout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create workout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create workout' }));
    expect(await within(dialog).findByText('The name field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Workout name/), {
      target: { value: 'Leg day' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create workout' }));
    expect(await screen.findByText('The builder')).toBeTruthy();
    expect(sent.find((s) => s.path === 'workout/create')?.body).toEqual({
      name: 'Leg day',
      description: '',
      category_id: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Workout has been created successfully!');
  });
});

describe('the plans and the exercise library', () => {
  it('lists the plans on their tab', async () => {
    serve([]);
    renderPage('/workouts?tab=plans');
    const card = await screen.findByRole('article', { name: 'Beginner 4 weeks' });
    expect(within(card).getByText('4 weeks · 12 workouts')).toBeTruthy();
  });

  it('shows the library with its attribution, filters by a pinned type and stars a favourite', async () => {
    const sent = serve([]);
    renderPage('/workouts?tab=exercises');
    const list = await screen.findByRole('list', { name: 'Exercises' });
    const squat = within(list).getByRole('listitem', { name: 'Barbell Squat' });
    expect(within(squat).getByText('Library')).toBeTruthy();
    expect(
      screen.getByText(/Exercise library from the Free Exercise DB \(public domain\)/),
    ).toBeTruthy();
    // A pinned type has a filter of its own.
    expect(await screen.findByRole('textbox', { name: 'Body Part' })).toBeTruthy();
    fireEvent.click(within(squat).getByRole('button', { name: 'Favourite Barbell Squat' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.method === 'PATCH')).toMatchObject({
        path: 'workout/update-favourite-exercise',
        body: { exercise_id: 1, favourite: true },
      }),
    );
  });

  it('offers a library exercise to edit, duplicate or delete: it is the location’s own copy', async () => {
    serve([]);
    renderPage('/workouts?tab=exercises');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Barbell Squat' }));
    const copy = await screen.findByRole('menuitem', { name: 'Duplicate' });
    // The open menu's other items (Mantine hides the dropdown from the tree while it animates).
    expect(screen.getByRole('menuitem', { name: 'Edit', hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Delete', hidden: true })).toBeTruthy();
    fireEvent.click(copy);
    const panel = await screen.findByRole('dialog', { name: 'Duplicate exercise' });
    expect((within(panel).getByLabelText(/^Name/) as HTMLInputElement).value).toBe(
      'Barbell Squat (copy)',
    );
  });
});
