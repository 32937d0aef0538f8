import type { OrganizationUser } from '@coachline/contract/organization';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { buildLocation } from './fixtures';
import { UsersTab } from './UsersTab';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const user = (
  id: number,
  fname: string,
  more: Partial<OrganizationUser> = {},
): OrganizationUser => ({
  id,
  fname,
  lname: 'Test',
  full_name: `${fname} Test`,
  email: `${fname.toLowerCase()}@example.test`,
  role: 'staff',
  location_ids: [2],
  is_suspended: false,
  created_at: '2026-01-01T00:00:00.000Z',
  ...more,
});

/** Answers the users list by its search, and the locations; records the queries asked. */
function renderTab(users: OrganizationUser[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('organization/locations'))
        return new Response(
          JSON.stringify({
            status: 1,
            locations: [buildLocation(1, 'Main'), buildLocation(2, 'North')],
          }),
        );
      asked.push(url);
      const search = new URL(url, 'http://x').searchParams.get('search')?.toLowerCase() ?? '';
      const data = users.filter((u) => u.full_name.toLowerCase().includes(search));
      return new Response(
        JSON.stringify({ data, current_page: 1, last_page: 1, per_page: 10, total: data.length }),
      );
    }),
  );
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <UsersTab />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return asked;
}

describe('UsersTab', () => {
  it('lists users with their locations, never offers to edit oneself, and searches', async () => {
    const asked = renderTab([
      user(1, 'Olivia', { role: 'owner' }),
      user(5, 'Casey'),
      user(6, 'Robin'),
    ]);
    await screen.findByText('Casey Test');
    expect(screen.getAllByText('North')).toHaveLength(2);
    expect(screen.getByText('Every location')).toBeTruthy();
    // The signed-in owner is user 1.
    expect(screen.queryByRole('button', { name: 'Edit Olivia Test' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Casey Test' })).toBeTruthy();
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'rob' },
    });
    await waitFor(() => expect(screen.queryByText('Casey Test')).toBeNull());
    expect(screen.getByText('Robin Test')).toBeTruthy();
    expect(asked.at(-1)).toContain('search=rob');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No users match')).toBeTruthy();
  });

  it('invites the first user when there is nobody else', async () => {
    renderTab([]);
    expect(await screen.findByText('No users yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite a user' }));
    expect(await screen.findByRole('button', { name: 'Send invitation' })).toBeTruthy();
  });
});
