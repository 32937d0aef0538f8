import type { Sequence } from '@coachline/contract/sequences';
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
import { SequenceIndexPage } from './SequenceIndexPage';

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
});

const welcome: Sequence = {
  id: 9,
  title: 'Welcome drip',
  status: 'paused',
  folder_id: null,
  ordering: 1,
  scheduled_at: '2027-01-04T09:00:00.000Z',
  messages_count: 3,
  email_count: 2,
  sms_count: 1,
  active_count: 4,
  completed_count: 12,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
};

type Sent = { method: string; url: string; body: unknown };

function serve(sequences: Sequence[]) {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      if (path === 'folder/sequences/list') return json({ status: 1, folders: [], breadcrumb: [] });
      if (path === 'sequence/lists')
        return json({
          data: sequences,
          current_page: 1,
          last_page: 1,
          per_page: 6,
          total: sequences.length,
        });
      if (path === 'sequence/create')
        return json({
          status: 1,
          message: 'Sequence has been created successfully!',
          sequence: welcome,
        });
      if (path === 'sequence/9/update')
        return json({
          status: 1,
          message: 'Sequence has been updated successfully!',
          sequence: { ...welcome, status: 'active' },
        });
      if (path === 'sequence/delete')
        return json({ status: 1, message: 'Sequence has been deleted successfully!' });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return sent;
}

function renderPage() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/sequences']}>
          <Routes>
            <Route path="/sequences" element={<SequenceIndexPage />} />
            <Route path="/sequences/:sequence/edit" element={<p>The editor</p>} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the sequences list', () => {
  it('says what sequences are for and offers the first one when there is none', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No sequences here yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first sequence' })).toBeTruthy();
  });

  it('shows a sequence’s status, messages, contacts and start, 6 a page in the main folder', async () => {
    const sent = serve([welcome]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Welcome drip' });
    expect(within(card).getByText('Paused')).toBeTruthy();
    expect(within(card).getByText('3 messages: 2 emails · 1 SMS')).toBeTruthy();
    expect(within(card).getByText('4 on it · 12 completed')).toBeTruthy();
    expect(within(card).getByText('Starts Jan 4, 2027, 9:00 AM (UTC)')).toBeTruthy();
    const list = sent.find((s) => s.url.includes('sequence/lists'));
    expect(list?.url).toContain('folder_id=0');
    fireEvent.click(within(card).getByRole('switch', { name: 'Welcome drip active' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.method === 'PATCH')).toMatchObject({
        url: '/api/v3/sequence/9/update',
        body: { status: 'active' },
      }),
    );
  });

  it('deletes a sequence once confirmed', async () => {
    const sent = serve([welcome]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Welcome drip' });
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for Welcome drip' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.method === 'DELETE')).toMatchObject({
        url: '/api/v3/sequence/delete',
        body: { sequence_id: 9 },
      }),
    );
  });

  it('creates a sequence by its title and opens its editor', async () => {
    const sent = serve([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create sequence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create sequence' });
    fireEvent.change(within(dialog).getByLabelText(/^Sequence title/), {
      target: { value: 'Welcome drip' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create sequence' }));
    expect(await screen.findByText('The editor')).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('sequence/create'))?.body).toEqual({
      title: 'Welcome drip',
      folder_id: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Sequence has been created successfully!');
  });
});
