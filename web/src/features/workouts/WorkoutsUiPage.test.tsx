import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { serveApi } from './fixtures';
import { WorkoutsUiPage } from './WorkoutsUiPage';

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const item = (
  id: number,
  name: string,
  done: boolean,
  plan: { id: number; name: string } | null,
) => ({
  workout: { id, name, exercises_count: 4, estimated_minutes: 35 },
  workout_plan: plan,
  scheduled_on: plan ? '2026-12-02' : null,
  done,
  last_session_at: null,
});
const plan = { id: 5, name: 'Strong in 8' };
const day = (date: string, done: boolean | null) => ({
  date,
  week: 1,
  day: 1,
  workouts:
    done === null ? [] : [{ workout: { id: 11, name: 'Push day' }, done, session_id: null }],
});

function serve() {
  return serveApi((_method, path) => {
    if (path === 'contact/all')
      return {
        status: 1,
        data: [{ id: 41, full_name: 'Ann Lee', email: 'ann@example.test' }],
      };
    if (path === 'client-portal/workouts')
      return {
        status: 1,
        today: '2026-12-02',
        today_items: [item(11, 'Push day', false, plan)],
        assigned: [item(12, 'Mobility', true, null)],
        recent_sessions: [],
      };
    if (path === 'client-portal/workout-plans')
      return {
        status: 1,
        data: [
          {
            assignment_id: 3,
            workout_plan: plan,
            status: 'active',
            start_date: '2026-11-30',
            end_date: '2027-01-24',
            scheduled: 16,
            done: 1,
            assigned_at: '2026-11-29T09:00:00.000Z',
            // Monday done, Tuesday missed, Wednesday today, Thursday a rest day, Friday planned.
            schedule: [
              day('2026-11-30', true),
              day('2026-12-01', false),
              day('2026-12-02', false),
              day('2026-12-04', false),
            ],
          },
        ],
      };
    return undefined;
  });
}

function renderPage(entry: string) {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/workouts-ui" element={<WorkoutsUiPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Workouts UI', () => {
  it('asks for a client first', async () => {
    const sent = serve();
    renderPage('/workouts-ui');
    expect(await screen.findByText('Choose a client')).toBeTruthy();
    expect(sent.some((s) => s.path.startsWith('client-portal/'))).toBe(false);
  });

  it('shows the client’s today, this week of their plan and their own workouts', async () => {
    const sent = serve();
    renderPage('/workouts-ui?contact=41');
    const phone = await screen.findByRole('region', { name: 'The client’s phone' });
    const today = await within(phone).findByRole('list', { name: 'Today' });
    expect(within(today).getByRole('link', { name: 'Push day' }).getAttribute('href')).toBe(
      '/workouts/11/edit',
    );
    const week = within(phone).getByRole('list', { name: 'This week of Strong in 8' });
    const states = within(week)
      .getAllByRole('listitem')
      .map((d) => d.getAttribute('aria-label')?.split(', ').pop());
    expect(states).toEqual([
      'done',
      'missed',
      'to do today',
      'rest day',
      'planned',
      'rest day',
      'rest day',
    ]);
    expect(within(phone).getByText(/1 of 16 workouts done/)).toBeTruthy();
    const own = within(phone).getByRole('list', { name: 'Your workouts' });
    expect(within(own).getByText('Done')).toBeTruthy();
    expect(sent.find((s) => s.path === 'client-portal/workouts')?.url).toContain('contact_id=41');
  });
});
