import type { ContactPage } from '@coachline/contract/pages';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { buildContact, buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { ContactPagesSection } from './ContactPagesSection';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const lesson: ContactPage = {
  id: 4,
  title: 'Week one',
  asset_type: 'pages',
  folder_id: null,
  ordering: 1,
  is_disabled: false,
  disable_message: 'Soon',
  cover_image: null,
  members_count: 1,
  downloads_count: 0,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  enabled: true,
  client_portal: true,
  sent_at: '2026-01-06T10:00:00.000Z',
};

function serve(pages: ContactPage[]) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      requests.push({ url, method, body });
      if (url.includes('contact/enable-disable-page'))
        return new Response(
          JSON.stringify({
            status: 1,
            message: 'Page has been disabled successfully!',
            page: { ...pages[0], enabled: false },
          }),
        );
      const page = { current_page: 1, last_page: 1, per_page: 10, total: pages.length };
      return new Response(JSON.stringify({ ...page, data: pages }));
    }),
  );
  return requests;
}

function renderSection() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ContactPagesSection contact={buildContact({ id: 9 })} />
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ContactPagesSection', () => {
  it('offers to send a page when none was sent', async () => {
    serve([]);
    renderSection();
    await screen.findByRole('heading', { name: 'No pages yet' });
    expect(screen.getByRole('button', { name: 'Send page' })).toBeTruthy();
  });

  it('switches a page off for the contact', async () => {
    const requests = serve([lesson]);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Pages of the contact' });
    const enabled = within(list).getByRole('switch', { name: 'Enabled' });
    fireEvent.click(enabled);
    await vi.waitFor(() =>
      expect(requests.find((r) => r.url.includes('contact/enable-disable-page'))).toMatchObject({
        method: 'PATCH',
        body: { contact_id: 9, page_id: 4, enabled: false },
      }),
    );
  });
});
