import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { buildLocation as location } from './fixtures';
import { UserDrawer } from './UserDrawer';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

/** Answers the locations list and the save; records what was saved. */
function stubCalls(save: (body: unknown) => Response) {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('organization/locations'))
        return new Response(
          JSON.stringify({ status: 1, locations: [location(1, 'Main'), location(2, 'North')] }),
        );
      const body = JSON.parse(String(init?.body ?? '{}'));
      saved.push(body);
      return save(body);
    }),
  );
  return saved;
}

function renderDrawer(onClose = vi.fn()) {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <UserDrawer draft={{}} onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('UserDrawer', () => {
  it('invites a staff user with their locations and permissions', async () => {
    const saved = stubCalls(
      () => new Response(JSON.stringify({ status: 1, user: { id: 9, email: 'sam@example.test' } })),
    );
    const onClose = renderDrawer();
    fill('First name', 'Sam');
    fill('Last name', 'Staff');
    fill('Email', 'sam@example.test');
    fireEvent.click(screen.getByRole('checkbox', { name: 'View Contacts center' }));
    // The locations multi-select: open it and pick North.
    const locations = screen.getByRole('textbox', { name: 'Locations' });
    await waitFor(() => expect(locations.getAttribute('placeholder')).toBe('Pick locations'));
    fireEvent.click(locations);
    fireEvent.click(await screen.findByRole('option', { name: 'North', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toEqual([
      {
        fname: 'Sam',
        lname: 'Staff',
        email: 'sam@example.test',
        role: 'staff',
        location_ids: [2],
        permissions: { 'contacts-center': { view: true } },
      },
    ]);
  });

  it('shows the server’s field errors on the form', async () => {
    const saved = stubCalls(
      () =>
        new Response(
          JSON.stringify({
            message: 'The given data was invalid.',
            errors: { email: ['The email has already been taken.'] },
          }),
          { status: 422 },
        ),
    );
    renderDrawer();
    fill('First name', 'Sam');
    fill('Last name', 'Staff');
    fill('Email', 'taken@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('The email has already been taken.');
    expect(saved).toHaveLength(1);
  });
});
