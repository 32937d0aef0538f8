import type { ContactChartResponse } from '@coachline/contract/contacts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { AppRoutes } from '../../app/router';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn, stubApi } from '../../test/fixtures';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  useSession.setState({ auth: null, isUserLoggedIn: false });
  vi.unstubAllGlobals();
});

const none = { leads: 0, trials: 0, clients: 0, staff: 0, lost: 0 };
const week = (counts: Partial<typeof none>[] = []): ContactChartResponse => {
  const days = (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const).map((day, i) => ({
    day,
    date: `2025-03-${String(10 + i).padStart(2, '0')}`,
    ...none,
    ...counts[i],
  }));
  const totals = { ...none };
  for (const d of days)
    for (const g of Object.keys(none) as (keyof typeof none)[]) totals[g] += d[g];
  return { status: 1, start_date: '2025-03-10', end_date: '2025-03-16', days, totals };
};
const tab = (id: number, group: string, title: string, value: string, count: number) => ({
  id,
  group,
  title,
  value,
  position: id,
  count,
});

function renderHome(chart: ContactChartResponse, permissions = {}, user = {}) {
  stubApi({
    'notification/unread-count': { status: 1, portal_chat: 0, sms: 0, total: 0 },
    'stripe/billing-notifications': buildSession().billing_notification,
    'contact/chart-data': chart,
    'contact/tabs/list': {
      status: 1,
      tabs: [
        tab(1, 'leads', 'Lead', 'lead', 7),
        tab(2, 'trials', 'Trial', 'trial', 3),
        tab(3, 'clients', 'Client', 'client', 12),
        tab(4, 'clients', 'VIP', 'vip', 2),
      ],
    },
    'contact/import-log': {
      status: 1,
      data: [{ status: 'running' }, { status: 'completed' }, { status: 'queued' }].map(
        (log, i) => ({
          id: i + 1,
          file_name: `f${i}.csv`,
          total_count: 10,
          count: 5,
          imported_count: 0,
          updated_count: 0,
          failed_count: 0,
          errors: [],
          reason: null,
          duplicate_policy: 'skip',
          created_at: '2025-03-10T10:00:00.000Z',
          finished_at: null,
          has_file: false,
          undo_status: null,
          undone_at: null,
          undo_until: null,
          ...log,
        }),
      ),
    },
  });
  seedSignedIn(buildSession(user, permissions));
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/home']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const card = (name: string) => screen.findByRole('region', { name });

describe('Home', () => {
  it('shows today’s numbers from each feature’s cards', async () => {
    renderHome(week([{ leads: 2 }, {}, { leads: 1, clients: 1 }]));
    // The first test loads Home's chunk, charts included.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(await within(await card('New leads this week')).findByText('3')).toBeTruthy();
    expect(await within(await card('Trials')).findByText('3')).toBeTruthy();
    const clients = await card('Clients');
    expect(await within(clients).findByText('14')).toBeTruthy();
    expect(within(clients).getByText('Client, VIP')).toBeTruthy();
    const plan = await card('Contacts used of your plan');
    expect(within(plan).getByText('10')).toBeTruthy();
    expect(within(plan).getByText(/of 100 \(10%\)/)).toBeTruthy();
    expect(await within(await card('Imports running')).findByText('2')).toBeTruthy();
  });

  it('charts the contacts added this week with the numbers beside, and moves week by week', async () => {
    renderHome(week([{ leads: 2 }, {}, { leads: 1, clients: 1 }]));
    const chart = await screen.findByRole('region', { name: 'Contacts added' });
    expect(await within(chart).findByText(/4 new/)).toBeTruthy();
    const leads = within(chart).getByText('Leads').closest('li');
    expect(leads?.textContent).toBe('Leads3');
    expect(within(chart).getByRole('button', { name: 'Next week' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(chart).getByRole('button', { name: 'Previous week' }));
    await waitFor(() => {
      const calls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
      expect(calls.some((url) => url.includes('contact/chart-data?date=2025-03-03'))).toBe(true);
    });
  });

  it('says so when no contact was added this week', async () => {
    renderHome(week());
    expect(await screen.findByText('No contacts added this week')).toBeTruthy();
  });

  it('tiles every built area under its meta group, and offers the shortcuts', async () => {
    renderHome(week());
    const apps = await screen.findByRole('region', { name: 'Your apps' });
    const admin = within(apps).getByRole('region', { name: 'Admin' });
    expect(within(admin).getByRole('link', { name: 'Tags' }).getAttribute('href')).toBe('/tags');
    expect(within(admin).getByRole('link', { name: 'Groups' })).toBeTruthy();
    expect(within(apps).getByRole('link', { name: 'Contacts' })).toBeTruthy();
    const coaching = within(apps).getByRole('region', { name: 'Coaching' });
    expect(within(coaching).getByRole('link', { name: 'Habit Tracking' })).toBeTruthy();
    expect(within(coaching).getByRole('link', { name: 'Progress Tracking' })).toBeTruthy();
    // Areas not built yet are not tiled.
    expect(within(apps).queryByRole('link', { name: 'Opt-ins' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add contact' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All apps' }).getAttribute('href')).toBe('/apps');
  });

  it('shows staff only the cards, chart and tiles of the areas they may view', async () => {
    renderHome(
      week(),
      { tags: { view: true } },
      { company_id: 1, is_organization_owner: false, user_type: 'company_user' },
    );
    const apps = await screen.findByRole('region', { name: 'Your apps' });
    expect(within(apps).getByRole('link', { name: 'Tags' })).toBeTruthy();
    expect(within(apps).queryByRole('link', { name: 'Contacts' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Trials' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Contacts added' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Contacts used of your plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
    const calls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(calls.filter((url) => url.includes('/contact/'))).toEqual([]);
  });
});
