import type { ApiToken } from '@coachline/contract/integrations';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { useDialogs } from '../../ui/dialogStore';
import { ApiTokenSettings } from './ApiTokenSettings';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
  useDialogs.setState({ open: [] });
});

/** The location's token as the server keeps it: made anew, shown once, revoked. */
function serveToken(start: ApiToken | null) {
  let current = start;
  let made = 0;
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.replace('/api/v3/', '');
      if (path === 'integration/zapier-token') return json({ status: 1, api_token: current });
      if (path === 'integration/generate-zapier-token') {
        made += 1;
        const token = `cl_api_secret${made}abcd`;
        current = {
          hint: token.slice(-4),
          created_at: new Date().toISOString(),
          last_used_at: null,
        };
        return json({
          status: 1,
          message: 'Your API token has been generated. Copy it now: it is shown only once.',
          token,
          api_token: current,
        });
      }
      if (path === 'integration/revoke-zapier-token') {
        current = null;
        return json({ status: 1, message: 'Your API token has been revoked.' });
      }
      return new Response('{}', { status: 404 });
    }),
  );
}

function renderToken(permissions = {}) {
  seedSignedIn(buildSession({}, permissions));
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ApiTokenSettings />
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the API token (issue 15 §6)', () => {
  it('shows a new token once, then only its last characters; a second replaces it after asking', async () => {
    serveToken(null);
    renderToken();
    expect(await screen.findByText('This location has no API token.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate a token' }));
    expect(await screen.findByText('cl_api_secret1abcd')).toBeTruthy();
    expect(await screen.findByText('abcd')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Generate a new token' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate a new token' }));
    expect(await screen.findByText('cl_api_secret2abcd')).toBeTruthy();
    expect(screen.queryByText('cl_api_secret1abcd')).toBeNull();
  });

  it('revokes the token after asking', async () => {
    serveToken({ hint: 'wxyz', created_at: '2026-11-01T10:00:00Z', last_used_at: null });
    renderToken();
    expect(await screen.findByText('wxyz')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('This location has no API token.')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Your API token has been revoked.');
  });
});
