import type { ActivityItem } from '@coachline/contract/activity-feed';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { ActivityPanel } from './ActivityPanel';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const item = (id: string, changes: Partial<ActivityItem>): ActivityItem => ({
  id,
  kind: 'email_sent',
  at: minutesAgo(3),
  contact_id: 7,
  contact_name: 'Dana Reyes',
  detail: 'Your plan',
  ...changes,
});

function serveFeed(pages: Record<string, { data: ActivityItem[]; next_cursor: string | null }>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const cursor = new URL(url, 'http://app.test').searchParams.get('cursor') ?? '';
      asked.push(cursor);
      return new Response(JSON.stringify({ status: 1, ...pages[cursor] }), { status: 200 });
    }),
  );
  return asked;
}

const renderPanel = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ActivityPanel />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('the recent activity', () => {
  it('lists what happened with the contact and a relative time, and shows more on demand', async () => {
    const asked = serveFeed({
      '': {
        data: [
          item('sends:2', {}),
          item('imports:1', {
            kind: 'import_completed',
            contact_id: null,
            contact_name: null,
            detail: 'members.csv: 12 added, 0 updated, 0 failed',
            at: minutesAgo(90),
          }),
        ],
        next_cursor: 'next',
      },
      next: {
        data: [item('sms-inbound:1', { kind: 'sms_received', detail: 'Late!' })],
        next_cursor: null,
      },
    });
    renderPanel();
    expect(await screen.findByText('Email sent')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Dana Reyes' })[0]!.getAttribute('href')).toBe(
      '/contact/7/profile',
    );
    expect(screen.getByText('3 min ago')).toBeTruthy();
    expect(screen.getByText('members.csv: 12 added, 0 updated, 0 failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('SMS reply')).toBeTruthy();
    expect(asked).toEqual(['', 'next']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says what it is for while empty', async () => {
    serveFeed({ '': { data: [], next_cursor: null } });
    renderPanel();
    expect(await screen.findByText('Nothing has happened yet')).toBeTruthy();
  });
});
