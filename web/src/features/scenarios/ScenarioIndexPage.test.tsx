import type { Scenario } from '@coachline/contract/scenarios';
import { scenarioMessages } from '@coachline/contract/scenarios';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { ScenarioIndexPage } from './ScenarioIndexPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

// jsdom lays nothing out, so dnd-kit's sensors find no place to drop: the test drops through
// the list's own drop handler, caught here.
const drag = vi.hoisted(() => ({ end: null as null | ((event: unknown) => void) }));
vi.mock('@dnd-kit/core', async (importOriginal) => {
  const real = await importOriginal<typeof import('@dnd-kit/core')>();
  return {
    ...real,
    DndContext: (props: Parameters<typeof real.DndContext>[0]) => {
      drag.end = props.onDragEnd as (event: unknown) => void;
      return <real.DndContext {...props} />;
    },
  };
});

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const scenario = (id: number, name: string): Scenario => ({
  id,
  order: id,
  name,
  categories_count: 2,
  steps_count: 5,
  contacts_count: 3,
  tags: [{ id: 1, name: 'New client' }],
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
});
const welcome = scenario(1, 'Welcome');
const intake = scenario(2, 'Intake');

type Sent = { method: string; url: string; body: unknown };

function serve(scenarios: Scenario[], reorderStatus = 200) {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      const position = { current_page: 1, last_page: 1, per_page: 15, total: scenarios.length };
      if (path === 'scenarios' && method === 'GET')
        return json({ data: scenarios, ...position, meta: position });
      if (path === 'scenarios/all') return json({ status: 1, data: scenarios });
      if (path === 'scenarios/reorder')
        return reorderStatus === 200
          ? json({ status: 1, message: scenarioMessages.reordered })
          : json({ message: 'Server error' }, reorderStatus);
      if (path === 'scenarios/bulk-delete')
        return json({ status: 1, message: scenarioMessages.bulkDeleted(2), affected: 2 });
      if (path === 'scenarios/1/duplicate') return json({ message: 'Server error' }, 500);
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
        <MemoryRouter initialEntries={['/scenarios']}>
          <Routes>
            <Route path="/scenarios" element={<ScenarioIndexPage />} />
            <Route path="/scenarios/:scenario/edit" element={<p>The editor</p>} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Scenarios' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Scenarios')
    .map((li) => li.getAttribute('aria-label'));

/** Drops one row onto another, as dnd-kit ends a drag. */
const drop = (active: number, over: number) =>
  act(() => drag.end?.({ active: { id: active }, over: { id: over } }));

describe('the scenarios list', () => {
  it('offers the first scenario when there is none', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No scenarios yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first scenario' })).toBeTruthy();
  });

  it('shows each scenario with its counts and tags, 15 a page', async () => {
    const sent = serve([welcome, intake]);
    renderPage();
    const item = await screen.findByRole('listitem', { name: 'Welcome' });
    expect(within(item).getByText(/2 categories · 5 steps · 3 contacts/)).toBeTruthy();
    expect(within(item).getByText('New client')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Edit Welcome' }).getAttribute('href')).toBe(
      '/scenarios/1/edit',
    );
    expect(sent[0]?.url).toBe('/api/v3/scenarios?page=1');
  });

  it('deletes the selected scenarios at once', async () => {
    const sent = serve([welcome, intake]);
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Welcome' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Intake' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('scenarios/bulk-delete'))?.body).toEqual({
        ids: [1, 2],
      }),
    );
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('2 scenarios have been deleted successfully!'),
    );
  });

  it('says the spec’s words when a duplicate fails', async () => {
    serve([welcome, intake]);
    renderPage();
    const item = await screen.findByRole('listitem', { name: 'Welcome' });
    fireEvent.click(within(item).getByRole('button', { name: 'More actions for Welcome' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate scenario' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(scenarioMessages.duplicateFailed),
    );
  });

  it('reorders at once, and puts the order back when saving it fails', async () => {
    const sent = serve([welcome, intake], 500);
    renderPage();
    await screen.findByRole('listitem', { name: 'Welcome' });
    expect(names()).toEqual(['Welcome', 'Intake']);
    expect(screen.getByRole('button', { name: 'Reorder Welcome' })).toBeTruthy();
    drop(1, 2);
    expect(names()).toEqual(['Intake', 'Welcome']);
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('scenarios/reorder'))?.body).toEqual({
        onboarding_scenarios: [
          { id: 2, order: 0 },
          { id: 1, order: 1 },
        ],
      }),
    );
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(scenarioMessages.updateFailed));
    await vi.waitFor(() => expect(names()).toEqual(['Welcome', 'Intake']));
  });
});
