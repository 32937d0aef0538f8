import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser, stubApi } from '../../test/fixtures';
import { BroadcastPublicViewPage } from './BroadcastPublicViewPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderAt(path: string) {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/broadcast/:id/public-view" element={<BroadcastPublicViewPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the public view of a broadcast', () => {
  it('shows the business, the subject, the body and its signature', async () => {
    stubApi({
      'broadcast/12/public-view': {
        status: 1,
        broadcast: {
          id: 12,
          title: 'Spring news',
          subject: 'Spring at the gym',
          body: '<p>The timetable is out.</p>',
          business_name: 'Iron Gym',
          sent_at: '2026-05-01T10:00:00.000Z',
        },
        signatures: ['<p>Coach Erin</p>'],
      },
    });
    renderAt('/broadcast/12/public-view');
    expect(await screen.findByRole('heading', { name: 'Spring at the gym' })).toBeTruthy();
    expect(screen.getByText('Iron Gym')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Email' }).textContent).toBe('The timetable is out.');
    expect(screen.getByRole('region', { name: 'Signature' }).textContent).toBe('Coach Erin');
  });

  it('says kindly that an unsent or unknown broadcast is not there, without the app’s toasts', async () => {
    stubApi({});
    renderAt('/broadcast/13/public-view');
    expect(
      await screen.findByRole('heading', { name: 'This email is not available' }),
    ).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
