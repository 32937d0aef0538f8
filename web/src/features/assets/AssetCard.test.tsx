import type { Page } from '@coachline/contract/pages';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { PageCard } from '../pages/PageCard';
import { pageAsset } from '../pages/pageAsset';
import type { AssetDialog } from './AssetCard';
import { AssetListDialogs } from './AssetDialogs';

// The shared card and list dialogs, through a page: the menu the kinds share with the kind's
// own items in it, and the shared dialogs sending the kind's own bodies.

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const lesson: Page = {
  id: 4,
  title: 'Week one',
  asset_type: 'pages',
  folder_id: null,
  ordering: 1,
  is_disabled: true,
  disable_message: 'Soon',
  cover_image: null,
  members_count: 1,
  downloads_count: 2,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

function serve() {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(
        JSON.stringify({
          message: 'The given data was invalid.',
          errors: { title: ['The title has already been taken.'] },
        }),
        { status: 422 },
      );
    }),
  );
  return requests;
}

function CardWithDialogs() {
  const [dialog, setDialog] = useState<AssetDialog<Page> | null>(null);
  return (
    <>
      <PageCard page={lesson} onDialog={setDialog} />
      <AssetListDialogs kind={pageAsset} dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

function renderCard() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <CardWithDialogs />
        </MemoryRouter>
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('AssetCard', () => {
  it("shows the asset's state and counts, links Edit to its editor, and lists its actions", async () => {
    serve();
    renderCard();
    const card = screen.getByRole('article', { name: 'Week one' });
    expect(within(card).getByText('Disabled')).toBeTruthy();
    expect(within(card).getByText('1 contact · 2 downloads')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Edit Week one' }).getAttribute('href')).toBe(
      '/page/4/edit',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for Week one' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      'Send to contacts',
      'Restrict from contacts',
      'Rename',
      'Move to folder',
      'Enable',
      'Duplicate',
      'Share',
      'Delete',
    ]);
  });

  it("renames through the shared dialog with the kind's own body, its refusal on the field", async () => {
    const requests = serve();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Week one' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename page' });
    const title = within(dialog).getByRole('textbox', { name: 'Page title' });
    expect((title as HTMLInputElement).value).toBe('Week one');
    fireEvent.change(title, { target: { value: 'Week two' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await vi.waitFor(() => expect(requests.some((r) => r.url.includes('rename'))).toBe(true));
    expect(requests.find((r) => r.url.includes('rename'))!.body).toEqual({
      page_id: 4,
      title: 'Week two',
    });
    expect(await within(dialog).findByText('The title has already been taken.')).toBeTruthy();
  });
});
