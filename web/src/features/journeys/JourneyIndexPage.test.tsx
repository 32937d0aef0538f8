import type { Journey } from '@coachline/contract/journeys';
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
import { JourneyIndexPage } from './JourneyIndexPage';

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

const welcome: Journey = {
  id: 9,
  name: 'Welcome series',
  status: 'disabled',
  folder_id: null,
  ordering: 1,
  action: 21,
  action_type: 'send_email',
  action_title: 'Send email',
  triggers_count: 1,
  actions_count: 3,
  active_count: 4,
  completed_count: 12,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
};

type Sent = { method: string; url: string; body: unknown };

function serve(journeys: Journey[]) {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      if (path === 'folder/journeys/list') return json({ status: 1, folders: [], breadcrumb: [] });
      if (path === 'journey/lists')
        return json({
          data: journeys,
          current_page: 1,
          last_page: 1,
          per_page: 6,
          total: journeys.length,
        });
      if (path === 'journey/create')
        return json({
          status: 1,
          message: 'Journey has been created successfully!',
          journey: welcome,
        });
      if (path === 'journey/9/change-status')
        return json({
          status: 1,
          message: 'Journey has been enabled successfully!',
          journey: { ...welcome, status: 'enabled' },
        });
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
        <MemoryRouter initialEntries={['/journeys']}>
          <Routes>
            <Route path="/journeys" element={<JourneyIndexPage />} />
            <Route path="/journeys/:journey/edit" element={<p>The builder</p>} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the journeys list', () => {
  it('says what journeys are for and offers the first one when there is none', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No journeys here yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first journey' })).toBeTruthy();
  });

  it('shows a journey’s status, first step and counts, 6 a page in the main folder', async () => {
    const sent = serve([welcome]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Welcome series' });
    expect(within(card).getByText('Disabled')).toBeTruthy();
    expect(within(card).getByText('First step: Send email')).toBeTruthy();
    expect(within(card).getByText('1 trigger · 3 actions')).toBeTruthy();
    expect(within(card).getByText('4 active · 12 completed')).toBeTruthy();
    const list = sent.find((s) => s.url.includes('journey/lists'));
    expect(list?.url).toContain('folder_id=0');
    fireEvent.click(within(card).getByRole('switch', { name: 'Welcome series enabled' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.method === 'PATCH')).toMatchObject({
        url: '/api/v3/journey/9/change-status',
        body: { status: 'enabled' },
      }),
    );
  });

  it('creates a journey by its name and opens its builder', async () => {
    const sent = serve([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create journey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create journey' });
    fireEvent.change(within(dialog).getByLabelText(/^Journey name/), {
      target: { value: 'Welcome series' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create journey' }));
    expect(await screen.findByText('The builder')).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('journey/create'))?.body).toEqual({
      name: 'Welcome series',
      folder_id: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Journey has been created successfully!');
  });
});
