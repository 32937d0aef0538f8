import { habitMessages } from '@coachline/contract/habit-tracking';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { buildCategory, buildHabit, buildTracking, failWith, page, serveHabits } from './fixtures';
import { HabitTrackingEditPage } from './HabitTrackingEditPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

// jsdom lays nothing out, so dnd-kit's sensors find no place to drop: the test drops through
// the list's own drop handler, caught here (the last list rendered: the categories' own comes
// after their habits' in render order, so each is kept by its first item's id).
const drag = vi.hoisted(() => ({ ends: new Map<string, (event: unknown) => void>() }));
vi.mock('@dnd-kit/core', async (importOriginal) => {
  const real = await importOriginal<typeof import('@dnd-kit/core')>();
  return {
    ...real,
    DndContext: (props: Parameters<typeof real.DndContext>[0]) => {
      const label = (props.accessibility?.screenReaderInstructions?.draggable ?? '').includes(
        'category',
      )
        ? 'categories'
        : 'habits';
      drag.ends.set(label, props.onDragEnd as (event: unknown) => void);
      return <real.DndContext {...props} />;
    },
  };
});

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

const tracking = buildTracking(5, 'Healthy January');
const nutrition = buildCategory(11, 5, 'Nutrition', [
  buildHabit(21, 11, 'Drink 8 glasses of water'),
  buildHabit(22, 11, 'Eat 5 vegetables'),
]);
const sleep = buildCategory(12, 5, 'Sleep', [buildHabit(23, 12, 'Sleep 7 hours or more')]);

function serve() {
  return serveHabits((method, path) => {
    if (path === 'habit-tracking/refresh')
      return { status: 1, message: '', habit_tracking: tracking, categories: [nutrition, sleep] };
    if (path === 'habit-tracking/habit-categories') return { status: 1, data: [nutrition, sleep] };
    if (path === 'habit-tracking/save-category')
      return failWith(422, {
        message: 'The given data was invalid.',
        errors: { category_1: [habitMessages.categoryNameTaken] },
      });
    if (path === 'habit-tracking/create-habit')
      return {
        status: 1,
        message: habitMessages.habitCreated,
        habit: { ...buildHabit(30, 11, 'Walk 10,000 steps'), points: 3 },
      };
    if (path === 'habit-tracking/sort-category' && method === 'PATCH') return failWith(500);
    if (path === 'habit-tracking/update-habits' && method === 'PATCH')
      return { status: 1, message: habitMessages.habitsUpdated, data: [] };
    if (path === 'habit-tracking/leaderboard')
      return page(
        [
          {
            rank: 1,
            contact_id: 40,
            full_name: 'Ana Lee',
            score: 42,
            current_streak: 6,
            best_streak: 9,
            days_done: 20,
            last_checkin_on: '2026-11-28',
          },
          {
            rank: 2,
            contact_id: 41,
            full_name: 'Ben Cho',
            score: 30,
            current_streak: 1,
            best_streak: 4,
            days_done: 15,
            last_checkin_on: '2026-11-27',
          },
        ],
        25,
      );
    if (path === 'habit-tracking/refresh-habit-scores')
      return {
        status: 1,
        message: habitMessages.habitScoresRefreshed,
        habits: [
          {
            habit_id: 21,
            name: 'Drink 8 glasses of water',
            category_id: 11,
            points: 1,
            completions: 35,
            score: 35,
            completion_rate: 72.4,
            current_streak: 3,
            best_streak: 8,
          },
        ],
      };
    return undefined;
  });
}

function renderPage(tab = 'habits') {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/habit-tracking/5/edit?tab=${tab}`]}>
          <Routes>
            <Route
              path="/habit-tracking/:habit_tracking/edit"
              element={<HabitTrackingEditPage />}
            />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const categoryNames = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Categories')
    .map((li) => li.getAttribute('aria-label'));

describe('the habit tracking editor', () => {
  it('shows the categories with their habits, each sortable', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Healthy January' })).toBeTruthy();
    const category = await screen.findByRole('listitem', { name: 'Nutrition' });
    const habits = within(category).getByRole('list', { name: 'Habits of Nutrition' });
    expect(within(habits).getByText('Eat 5 vegetables')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reorder Sleep' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reorder Eat 5 vegetables' })).toBeTruthy();
  });

  it('shows a refused category name under its own input', async () => {
    const sent = serve();
    renderPage();
    const second = await screen.findByRole('textbox', { name: 'Name of category 2' });
    fireEvent.change(second, { target: { value: 'Rest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save categories' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'habit-tracking/save-category')?.body).toEqual({
        habit_tracking_id: 5,
        categories: [
          { id: 11, name: 'Nutrition' },
          { id: 12, name: 'Rest' },
        ],
      }),
    );
    const sleepCard = screen.getByRole('listitem', { name: 'Sleep' });
    expect(await within(sleepCard).findByText(habitMessages.categoryNameTaken)).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    const first = screen.getByRole('textbox', { name: 'Name of category 1' });
    expect(first.getAttribute('aria-invalid')).not.toBe('true');
    expect(
      within(screen.getByRole('listitem', { name: 'Nutrition' })).queryByText(
        habitMessages.categoryNameTaken,
      ),
    ).toBeNull();
  });

  it('checks new category names before sending them', async () => {
    const sent = serve();
    renderPage();
    await screen.findByRole('listitem', { name: 'Nutrition' });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const added = await screen.findByRole('textbox', { name: 'New category 1' });
    fireEvent.change(added, { target: { value: 'nutrition' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByText(habitMessages.categoryNameTaken)).toBeTruthy();
    expect(added.getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((s) => s.path === 'habit-tracking/save-category')).toBe(false);
  });

  it('adds a habit to a category', async () => {
    const sent = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add habit to Nutrition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add habit to Nutrition' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Habit/ }), {
      target: { value: 'Walk 10,000 steps' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Points/ }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Photo optional' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add habit' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'habit-tracking/create-habit')?.body).toEqual({
        category_id: 11,
        name: 'Walk 10,000 steps',
        description: '',
        points: 3,
        proof: 'optional',
      }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(habitMessages.habitCreated));
  });

  it('changes a habit', async () => {
    const sent = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Eat 5 vegetables' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Eat 5 vegetables' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Photo required' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save habit' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'habit-tracking/update-habits')?.body).toEqual({
        habits: [
          { id: 22, name: 'Eat 5 vegetables', description: '', points: 1, proof: 'required' },
        ],
      }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(habitMessages.habitsUpdated));
  });

  it('sorts the categories at once, and puts them back when saving fails', async () => {
    const sent = serve();
    renderPage();
    await screen.findByRole('listitem', { name: 'Nutrition' });
    expect(categoryNames()).toEqual(['Nutrition', 'Sleep']);
    act(() => drag.ends.get('categories')?.({ active: { id: 11 }, over: { id: 12 } }));
    expect(categoryNames()).toEqual(['Sleep', 'Nutrition']);
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'habit-tracking/sort-category')?.body).toEqual({
        habit_tracking_id: 5,
        categories: [
          { id: 12, order: 0 },
          { id: 11, order: 1 },
        ],
      }),
    );
    await vi.waitFor(() => expect(categoryNames()).toEqual(['Nutrition', 'Sleep']));
    expect(toast.success).not.toHaveBeenCalledWith(habitMessages.sorted);
  });

  it('ranks the contacts and shows the habits’ figures once counted', async () => {
    const sent = serve();
    renderPage('leaderboard');
    const board = await screen.findByRole('table', { name: 'Leaderboard' });
    const ana = within(board).getByRole('row', { name: 'Ana Lee' });
    expect(within(ana).getByText('#1')).toBeTruthy();
    expect(within(ana).getByText('42')).toBeTruthy();
    expect(within(ana).getByText('6 days')).toBeTruthy();
    expect(within(board).getByRole('row', { name: 'Ben Cho' })).toBeTruthy();
    expect(sent.find((s) => s.path === 'habit-tracking/leaderboard')?.url).toContain(
      'habit_tracking_id=5',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh habit scores' }));
    const figures = await screen.findByRole('table', { name: 'Habits over every contact' });
    expect(within(figures).getByText('72%')).toBeTruthy();
    expect(within(figures).getAllByText('35')).toHaveLength(2);
    expect(toast.success).toHaveBeenCalledWith(habitMessages.habitScoresRefreshed);
  });
});
