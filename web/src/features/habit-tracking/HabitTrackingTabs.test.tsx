import { habitMessages, habitReminderVariables } from '@coachline/contract/habit-tracking';
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
import { buildCategory, buildHabit, buildTracking, page, serveHabits } from './fixtures';
import { HabitTrackingEditPage } from './HabitTrackingEditPage';

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

const tracking = buildTracking(5, 'Healthy January', {
  has_reminder: true,
  reminder: { type: 1, weekdays: [1, 3], time: '08:30', subject: 'Habits', message: 'Hi' },
});
const water = buildHabit(21, 11, 'Drink water');
const nutrition = buildCategory(11, 5, 'Nutrition', [water]);
const ana = { id: 40, full_name: 'Ana Lee', email: 'ana@example.com' };
const proof = {
  id: 70,
  habit_id: 21,
  habit_name: 'Drink water',
  contact_id: 40,
  full_name: 'Ana Lee',
  date: '2026-11-27',
  name: 'glass.jpg',
  size: 2048,
  url: '/api/v3/habit-tracking/proofs/70',
  created_at: '2026-11-27T09:00:00.000Z',
};

function serve() {
  return serveHabits((method, path) => {
    if (path === 'habit-tracking/refresh')
      return { status: 1, message: '', habit_tracking: tracking, categories: [nutrition] };
    if (path === 'habit-tracking/habit-categories') return { status: 1, data: [nutrition] };
    if (path === 'habit-tracking/contacts')
      return page(
        [
          {
            id: 1,
            contact: ana,
            status: 'active',
            added_at: '2026-11-01T09:00:00.000Z',
            removed_at: null,
            score: 42,
            current_streak: 6,
            best_streak: 9,
            days_done: 20,
            last_checkin_on: '2026-11-28',
          },
        ],
        25,
      );
    if (path === 'habit-tracking/current-progress')
      return {
        status: 1,
        data: [
          {
            contact_id: 40,
            full_name: 'Ana Lee',
            today: { done: 2, total: 3 },
            week: { done: 10, total: 21, percent: 47.6 },
            score: 42,
            current_streak: 6,
          },
        ],
      };
    if (path === 'habit-tracking/resend-reminder' && method === 'PATCH')
      return { status: 1, message: habitMessages.reminderResent };
    if (path === 'habit-tracking/5/contact-habit-tracking')
      return {
        status: 1,
        contact: { id: 40, full_name: 'Ana Lee' },
        score: {
          score: 42,
          current_streak: 6,
          best_streak: 9,
          days_done: 20,
          last_checkin_on: '2026-11-28',
          rank: 1,
        },
        habits: [
          {
            habit_id: 21,
            name: 'Drink water',
            category_id: 11,
            points: 1,
            completions: 20,
            score: 20,
            completion_rate: 80,
            current_streak: 6,
            best_streak: 9,
          },
        ],
        days: [
          { date: '2026-11-27', done: [21] },
          { date: '2026-11-28', done: [] },
        ],
        checkins: [],
        proofs: [proof],
      };
    if (path === 'habit-tracking/contact-habit-proofs') return page([proof], 24);
    if (path === 'habit-tracking/proofs/70') return {};
    if (path === 'habit-tracking/update' && method === 'PATCH')
      return { status: 1, message: habitMessages.updated, habit_tracking: tracking };
    return undefined;
  });
}

function renderPage(query: string) {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/habit-tracking/5/edit?${query}`]}>
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

describe('the habit tracking editor’s other tabs', () => {
  it('lists the contacts with score, streak and today’s habits, and reminds one again', async () => {
    const sent = serve();
    renderPage('tab=contacts');
    const row = await screen.findByRole('row', { name: 'Ana Lee' });
    expect(within(row).getByText('42')).toBeTruthy();
    expect(within(row).getByText('6 days')).toBeTruthy();
    expect(await within(row).findByText('2 of 3 habits')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Resend reminder to Ana Lee' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'habit-tracking/resend-reminder')?.body).toEqual({
        habit_tracking_id: 5,
        contact_id: 40,
      }),
    );
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(habitMessages.reminderResent),
    );
  });

  it('opens a contact’s view with their standing, days and habits', async () => {
    serve();
    renderPage('tab=contacts&contact=40');
    const drawer = await screen.findByRole('dialog', { name: 'Contact’s habits' });
    expect(await within(drawer).findByRole('heading', { name: 'Ana Lee' })).toBeTruthy();
    expect(within(drawer).getByRole('region', { name: 'Rank' }).textContent).toContain('#1');
    expect(within(drawer).getByRole('img', { name: /27 Nov: 1 of 1 habits done/ })).toBeTruthy();
    expect(within(drawer).getByRole('table', { name: 'Each habit' }).textContent).toContain('80%');
  });

  it('shows the proofs’ photos downloaded with the coach’s token', async () => {
    const sent = serve();
    // jsdom has no object addresses: the photo's is made up.
    URL.createObjectURL = vi.fn(() => 'blob:proof-70');
    URL.revokeObjectURL = vi.fn();
    renderPage('tab=proofs');
    const photo = await screen.findByRole('img', { name: /Proof of Drink water, Ana Lee/ });
    expect(photo.getAttribute('src')).toBe('blob:proof-70');
    const download = sent.find((s) => s.path === 'habit-tracking/proofs/70');
    expect(download?.method).toBe('GET');
  });

  it('previews the page and puts a reserved variable in the reminder', async () => {
    const sent = serve();
    renderPage('tab=settings');
    const preview = await screen.findByRole('region', { name: 'Preview of the check-in page' });
    expect(within(preview).getByText('Time To Submit Your Habits')).toBeTruthy();
    expect(screen.getByText('Overlay opacity: 50%')).toBeTruthy();
    const message = screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
    message.setSelectionRange(2, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Insert Check-in link' }));
    expect(message.value).toBe(`Hi${habitReminderVariables.link}`);
    fireEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'habit-tracking/update')?.body).toEqual({
        habit_tracking_id: 5,
        reminder: {
          type: 1,
          weekdays: [1, 3],
          time: '08:30',
          subject: 'Habits',
          message: `Hi${habitReminderVariables.link}`,
        },
      }),
    );
  });
});
