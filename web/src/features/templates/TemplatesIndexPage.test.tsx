import type { Template, TemplateCategory } from '@coachline/contract/templates';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { TemplatesIndexPage } from './TemplatesIndexPage';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const emails: TemplateCategory = {
  id: 1,
  name: 'Welcome',
  is_content: 1,
  type: 'email',
  templates_count: 1,
  created_at: '2026-01-05T10:00:00.000Z',
};
const hello: Template = {
  id: 7,
  category_id: 1,
  category_name: 'Welcome',
  name: 'Hello',
  type: 'email',
  is_content: 1,
  subject: 'Welcome, {{first_name}}',
  body: '<p>Hi</p>',
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  last_sent_at: null,
  sends_count: 0,
  drafts_count: 0,
  folder_id: null,
};

/** The library of one category and one template, or an empty one. */
function serveLibrary(categories: TemplateCategory[], templates: Template[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.includes('template/categories'))
        return new Response(JSON.stringify({ status: 1, categories }));
      if (url.includes('folder/templates/list'))
        return new Response(JSON.stringify({ status: 1, folders: [], breadcrumb: [] }));
      const page = { current_page: 1, last_page: 1, per_page: 6, total: templates.length };
      return new Response(JSON.stringify({ ...page, data: templates }));
    }),
  );
  return urls;
}

function renderPage() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <TemplatesIndexPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the template library', () => {
  it('asks for a category first in an empty library', async () => {
    serveLibrary([], []);
    renderPage();
    expect(await screen.findByText('Start with a category')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first category' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Create template' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the categories with their counts and the templates as cards', async () => {
    serveLibrary([emails], [hello]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Hello' });
    expect(within(card).getByText('Welcome, {{first_name}}')).toBeTruthy();
    expect(within(card).getByText('Never sent')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Template categories' });
    expect(within(nav).getByLabelText('1 templates')).toBeTruthy();
    // The main folder's templates: those in no folder.
    expect(screen.getByText('No folders yet.')).toBeTruthy();
  });

  it('filters by 001’s kinds, 6 a page', async () => {
    const urls = serveLibrary([emails], [hello]);
    renderPage();
    await screen.findByRole('article', { name: 'Hello' });
    fireEvent.click(screen.getByRole('radio', { name: 'Multi-channel' }));
    await vi.waitFor(() =>
      expect(
        urls.some((u) => u.includes('template/lists') && u.includes('type=multi-channel')),
      ).toBe(true),
    );
    expect(urls.some((u) => u.includes('template/categories?type=multi-channel'))).toBe(true);
  });
});
