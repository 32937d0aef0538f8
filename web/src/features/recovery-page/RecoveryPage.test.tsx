import { type RecoveryPagePublic, recoveryPageDefaults } from '@coachline/contract/recovery-page';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { RecoveryPage } from './RecoveryPage';

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

const token = '1a.AbCdEfGhIjKlMnOp';
const page: RecoveryPagePublic = {
  ...recoveryPageDefaults,
  business_name: 'Iron Gym',
  email: 'd***@example.com',
  state: 'subscribed',
};

/** The page's calls; each action answers `answer` with `status`. */
function servePage(shown: RecoveryPagePublic | null, status = 200) {
  const calls: { action: string; body: unknown }[] = [];
  const json = (body: unknown, code = 200) => new Response(JSON.stringify(body), { status: code });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/v3/recovery-page/4/public-setting?token=${encodeURIComponent(token)}`)
        return shown ? json({ status: 1, setting: shown }) : json({ message: 'Not found.' }, 404);
      const action = /^\/api\/v3\/recovery-page\/4\/(unsubscribe|resubscribe)$/.exec(url)?.[1];
      if (action && init?.method === 'POST') {
        calls.push({ action, body: JSON.parse(String(init.body)) });
        return status === 200
          ? json({ status: 1, state: action === 'unsubscribe' ? 'unsubscribed' : 'subscribed' })
          : json({ message: 'Resubscribing is not offered here.' }, status);
      }
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function renderPage(path = `/resubscribes/4?token=${encodeURIComponent(token)}`) {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/resubscribes/:id" element={<RecoveryPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the recovery page (RecoveryPageDashboard)', () => {
  it('asks before unsubscribing, then offers to resubscribe', async () => {
    const calls = servePage(page);
    renderPage();
    expect(await screen.findByText('Iron Gym')).toBeTruthy();
    expect(screen.getByText('d***@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(await screen.findByText('You are subscribed again.')).toBeTruthy();
    expect(calls).toEqual([
      { action: 'unsubscribe', body: { token } },
      { action: 'resubscribe', body: { token } },
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('offers no way back when the location switched it off', async () => {
    servePage({ ...page, state: 'unsubscribed', is_enabled: false });
    renderPage();
    expect(await screen.findByText('You are unsubscribed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resubscribe' })).toBeNull();
  });

  it('says a refusal in the server’s words', async () => {
    servePage({ ...page, state: 'unsubscribed' }, 403);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Resubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Resubscribing is not offered here.',
    );
  });

  it('says a link without a token, or one the server does not know, is not valid', async () => {
    servePage(null);
    renderPage();
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
    cleanup();
    queryClient.clear();
    renderPage('/resubscribes/4');
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
  });
});
