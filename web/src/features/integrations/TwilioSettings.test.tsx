import type { TwilioConnection } from '@coachline/contract/integrations';
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
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { useDialogs } from '../../ui/dialogStore';
import { TwilioSettings } from './TwilioSettings';

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

const sid = `AC${'1'.repeat(32)}`;
const saved: TwilioConnection = {
  account_sid: sid,
  auth_token: '••••••••abcd',
  phone_number: '+16175550100',
  status: 'pending',
  error_message: null,
  verified_at: null,
};

/**
 * A location's Twilio connection as the server keeps it: save-twilio-credentials stores,
 * update-twilio-connection answers as Twilio would (`twilioAnswer`), disconnect forgets.
 */
function serveTwilio(start: TwilioConnection | null, twilioAnswer: string | null = null) {
  let connection = start;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace('/api/v3/', '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path === 'integration/twilio-connection') return json({ status: 1, connection });
      if (path === 'integration/save-twilio-credentials') {
        if (body.phone_number === '12')
          return json(
            {
              message: 'The given data was invalid.',
              errors: { phone_number: ['The number is not valid'] },
            },
            422,
          );
        connection = { ...saved, account_sid: body.account_sid, phone_number: body.phone_number };
        return json({ status: 1, message: 'saved', connection });
      }
      if (path === 'integration/update-twilio-connection') {
        connection = twilioAnswer
          ? { ...connection!, status: 'failed', error_message: twilioAnswer }
          : { ...connection!, status: 'connected', verified_at: new Date().toISOString() };
        return json(
          twilioAnswer
            ? { status: 0, error_message: twilioAnswer, connection }
            : {
                status: 1,
                message: 'Twilio credentials has been updated successfully!',
                connection,
              },
        );
      }
      if (path === 'integration/disconnect-twilio') {
        connection = null;
        return json({ status: 1, message: 'Twilio has been disconnected.' });
      }
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function renderSettings(permissions = {}, user = {}) {
  seedSignedIn(buildSession(user, permissions));
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <TwilioSettings />
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Twilio settings (002 §7 Integrations, §8)', () => {
  it('connects the location with its SID, token and number, with 002’s success message', async () => {
    const calls = serveTwilio(null);
    renderSettings();
    expect(await screen.findByText('Not connected')).toBeTruthy();
    fill('Account SID', sid);
    fill('Auth token', 'a'.repeat(32));
    fill('Twilio phone number', '+16175550100');
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Twilio credentials has been updated successfully!',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: 'integration/save-twilio-credentials',
        body: { account_sid: sid, auth_token: 'a'.repeat(32), phone_number: '+16175550100' },
      },
      { method: 'POST', path: 'integration/update-twilio-connection', body: undefined },
    ]);
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByText(/\/api\/v3\/webhooks\/twilio\/inbound$/)).toBeTruthy();
  });

  it('shows Twilio’s error_message when the connection update answers a false status', async () => {
    serveTwilio(saved, 'Authenticate');
    renderSettings();
    expect(await screen.findByText('Not verified')).toBeTruthy();
    expect((screen.getByLabelText('Account SID') as HTMLInputElement).value).toBe(sid);
    expect(screen.getByText('Saved (••••••••abcd). Leave blank to keep it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Authenticate'));
    expect(await screen.findByText('Connection failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Authenticate');
  });

  it('checks the fields before sending, and puts the server’s field errors under them', async () => {
    const calls = serveTwilio(null);
    renderSettings();
    await screen.findByText('Not connected');
    fill('Account SID', 'SK123');
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText(
        'The account SID starts with AC and has 32 letters and digits after it.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fill('Account SID', sid);
    fill('Auth token', 'a'.repeat(32));
    fill('Twilio phone number', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The number is not valid')).toBeTruthy();
    expect(calls.some((c) => c.path === 'integration/update-twilio-connection')).toBe(false);
  });

  it('disconnects only once confirmed', async () => {
    const calls = serveTwilio({
      ...saved,
      status: 'connected',
      verified_at: '2026-01-05T10:00:00Z',
    });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Twilio has been disconnected.'),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Not connected')).toBeTruthy();
  });

  it('shows a user who may only view the settings the connection, without its actions', async () => {
    serveTwilio({ ...saved, status: 'connected', verified_at: '2026-01-05T10:00:00Z' });
    renderSettings({ 'admin-settings': { view: true } }, { company_id: 1 });
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect((screen.getByLabelText('Account SID') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
  });
});
