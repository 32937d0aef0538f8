import { habitMessages } from '@coachline/contract/habit-tracking';
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
import { buildTracking, page, serveHabits } from './fixtures';
import { HabitTrackingIndexPage } from './HabitTrackingIndexPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const water = buildTracking(3, 'Hydration challenge', { habits_count: 4, contacts_count: 12 });
const created = buildTracking(9, 'January reset');

function serve(trackings = [water]) {
  return serveHabits((method, path) => {
    if (path === 'habit-tracking/list') return page(trackings);
    if (path === 'habit-tracking/create')
      return { status: 1, message: habitMessages.created, habit_tracking: created };
    if (path === 'habit-tracking/rename')
      return {
        status: 1,
        message: habitMessages.renamed,
        habit_tracking: { ...water, name: 'Water first' },
      };
    if (path === 'habit-tracking/delete' && method === 'DELETE')
      return { status: 1, message: habitMessages.deleted, affected: 1 };
    return undefined;
  });
}

function renderPage() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/habit-tracking']}>
          <Routes>
            <Route path="/habit-tracking" element={<HabitTrackingIndexPage />} />
            <Route path="/habit-tracking/:habit_tracking/edit" element={<p>The editor</p>} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the habit trackings list', () => {
  it('explains daily check-ins when there is none', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No habit trackings yet')).toBeTruthy();
    expect(screen.getByText(/Give clients a daily check-in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first habit tracking' })).toBeTruthy();
  });

  it('shows each tracking as a card, 6 a page, linked to its editor', async () => {
    const sent = serve();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Hydration challenge' });
    expect(within(card).getByText('4 habits · 12 contacts')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Edit Hydration challenge' }).getAttribute('href'),
    ).toBe('/habit-tracking/3/edit');
    expect(sent[0]?.url).toBe('/api/v3/habit-tracking/list?page=1');
  });

  it('creates a tracking and opens its editor', async () => {
    const sent = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create habit tracking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create habit tracking' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), {
      target: { value: 'January reset' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The editor')).toBeTruthy();
    expect(sent.find((s) => s.path === 'habit-tracking/create')?.body).toEqual({
      name: 'January reset',
    });
    expect(toast.success).toHaveBeenCalledWith(habitMessages.created);
  });

  it('renames a tracking', async () => {
    const sent = serve();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Hydration challenge' });
    fireEvent.click(
      within(card).getByRole('button', { name: 'More actions for Hydration challenge' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename habit tracking' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Water first' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'habit-tracking/rename')?.body).toEqual({
        habit_tracking_id: 3,
        name: 'Water first',
      }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(habitMessages.renamed));
  });

  it('deletes a tracking once confirmed', async () => {
    const sent = serve();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Hydration challenge' });
    fireEvent.click(
      within(card).getByRole('button', { name: 'More actions for Hydration challenge' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(sent.some((s) => s.path === 'habit-tracking/delete')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.path === 'habit-tracking/delete')?.body).toEqual({ ids: [3] }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(habitMessages.deleted));
  });
});
