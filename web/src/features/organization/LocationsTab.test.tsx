import type { OrganizationLocation } from '@coachline/contract/organization';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { buildLocation as location } from './fixtures';
import { LocationsTab } from './LocationsTab';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

function renderTab(locations: OrganizationLocation[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return new Response(JSON.stringify({ status: 1, locations }));
      // A location write reads the session again (its locations changed).
      if (url.endsWith('/auth/refresh')) return new Response(JSON.stringify(buildSession()));
      calls.push({ url, method, body: JSON.parse(String(init?.body ?? '{}')) });
      return new Response(JSON.stringify({ status: 1, message: 'Done!' }));
    }),
  );
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <LocationsTab />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

describe('LocationsTab', () => {
  it('invites the first location when there is none', async () => {
    renderTab([location(1, 'Main')]);
    expect(await screen.findByText('No other locations yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add your first location' })).toBeTruthy();
  });

  it('deletes only once the name is typed out, and restores a deleted one', async () => {
    const calls = renderTab([
      location(1, 'Main'),
      location(2, 'North'),
      location(3, 'Old', {
        deleted_at: '2026-01-01T00:00:00.000Z',
        restorable_until: '2026-01-31T00:00:00.000Z',
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete North' }));
    const confirm = await screen.findByLabelText('Type North to confirm', { exact: false });
    fireEvent.change(confirm, { target: { value: 'Nort' } });
    expect(screen.getByText('The name must match exactly.')).toBeTruthy();
    fireEvent.change(confirm, { target: { value: 'North' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete location' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: '/api/v3/organization/location/2/delete',
        method: 'DELETE',
        body: { confirm: 'North' },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Restore Old' }));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/v3/organization/location/3/restore'),
    );
    // The primary location cannot be suspended or deleted.
    expect(screen.queryByRole('button', { name: 'Delete Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend Main' })).toBeNull();
  });
});
