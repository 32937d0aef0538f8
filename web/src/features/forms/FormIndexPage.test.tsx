import type { Form } from '@coachline/contract/forms';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { FormIndexPage } from './FormIndexPage';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const intake: Form = {
  id: 7,
  title: 'Intake',
  asset_type: 'forms',
  public_url: 'http://localhost:3000/f/abcDEF123',
  folder_id: null,
  ordering: 1,
  is_disabled: false,
  questions_count: 3,
  responses_count: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

function serve(forms: Form[]) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes('folder/forms/list'))
        return new Response(JSON.stringify({ status: 1, folders: [], breadcrumb: [] }));
      if (url.includes('form/delete'))
        return new Response(
          JSON.stringify({ status: 1, message: 'Form has been deleted successfully!' }),
        );
      const page = { current_page: 1, last_page: 1, per_page: 6, total: forms.length };
      return new Response(JSON.stringify({ ...page, data: forms }));
    }),
  );
  return requests;
}

function renderPage() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <FormIndexPage />
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the forms list', () => {
  it('offers the first form in an empty list', async () => {
    const requests = serve([]);
    renderPage();
    expect(await screen.findByText('No forms here yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first form' })).toBeTruthy();
    // 001 §9: the main folder's forms, 6 a page, by ordering descending.
    const list = requests.find((r) => r.url.includes('form/list'))?.url ?? '';
    expect(list).toContain('folder_id=0');
    expect(list).toContain('page=1');
  });

  it('shows each form as a card with its counts, state and public link to copy', async () => {
    serve([intake, { ...intake, id: 8, title: 'Check-in', is_disabled: true, questions_count: 1 }]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Intake' });
    expect(within(card).getByText('3 questions · 1 response')).toBeTruthy();
    expect(within(card).getByText('Enabled')).toBeTruthy();
    expect(within(card).getByRole('link', { name: intake.public_url })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy public link of Intake' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit Intake' }).getAttribute('href')).toBe(
      '/form/7/edit',
    );
    const closed = screen.getByRole('article', { name: 'Check-in' });
    expect(within(closed).getByText('Disabled')).toBeTruthy();
    expect(within(closed).getByText('1 question · 1 response')).toBeTruthy();
  });

  it('searches by title and deletes a form once confirmed', async () => {
    const requests = serve([intake]);
    renderPage();
    await screen.findByRole('article', { name: 'Intake' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search forms' }), {
      target: { value: 'Int' },
    });
    await vi.waitFor(() =>
      expect(
        requests.some((r) => r.url.includes('form/list') && r.url.includes('search=Int')),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Intake' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(requests.some((r) => r.url.includes('form/delete'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.url.includes('form/delete'))).toMatchObject({
        method: 'DELETE',
        body: { form_id: 7 },
      }),
    );
  });
});
