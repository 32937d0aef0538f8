import type { MemberIdPublicSetting } from '@coachline/contract/member-id';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { MemberIdPage } from './MemberIdPage';

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

const setting: MemberIdPublicSetting = {
  business_name: 'Iron Gym',
  is_enabled: true,
  page_title: 'Get your member ID',
  page_description: 'We send it to you.',
  button_text: 'Send my member ID',
  delivery: 'email',
};

/** The page's two calls, the send answering `answer` with `status`. */
function servePage(page: MemberIdPublicSetting | null, answer: object, status = 200) {
  const sent: unknown[] = [];
  const json = (body: unknown, code = 200) => new Response(JSON.stringify(body), { status: code });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/v3/member-id/4/public-setting?access_code=abc'))
        return page ? json({ status: 1, setting: page }) : json({ message: 'Not found.' }, 404);
      if (url === '/api/v3/member-id/4/send' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json(answer, status);
      }
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return sent;
}

function renderPage() {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/member-id/4/abc']}>
          <Routes>
            <Route path="/member-id/:id/:access_code" element={<MemberIdPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const ask = async () => {
  fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Nia' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nia@x.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send my member ID' }));
};

describe('the member-ID page (MemberIDDashboard)', () => {
  it('sends the request with the page’s access code and says where the ID went', async () => {
    const sent = servePage(setting, { status: 1, message: 'Your member ID is on its way.' });
    renderPage();
    expect(await screen.findByText('Iron Gym')).toBeTruthy();
    await ask();
    expect(await screen.findByText('Your member ID is on its way.')).toBeTruthy();
    expect(sent).toEqual([
      { access_code: 'abc', first_name: 'Nia', last_name: '', email: 'nia@x.test', number: '' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for another member ID' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
  });

  it('warns with the server’s words when the response carries limit_exceed_v2', async () => {
    const message =
      'This account is not currently accepting new opt-ins. Please contact account holder for details.';
    servePage(setting, { message, limit_exceed_v2: true }, 422);
    renderPage();
    await ask();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not accepting new opt-ins');
    expect(alert.textContent).toContain(message);
    // The visitor is not signed in: the app's error catalogue (its toasts) stays out of it.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors on the fields', async () => {
    servePage(
      setting,
      { message: 'The given data was invalid.', errors: { email: ['The email is refused'] } },
      422,
    );
    renderPage();
    await ask();
    await waitFor(() => expect(screen.getByText('The email is refused')).toBeTruthy());
  });

  it('says a closed page is closed, and answers an unknown address with the 404 screen', async () => {
    servePage({ ...setting, is_enabled: false }, {});
    renderPage();
    expect(
      await screen.findByText('This page is not taking member ID requests right now.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send my member ID' })).toBeNull();
    cleanup();
    queryClient.clear();
    servePage(null, {});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
