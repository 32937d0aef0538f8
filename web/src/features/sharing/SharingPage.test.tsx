import type { AssetImport, Share } from '@coachline/contract/sharing';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { SharingPage } from './SharingPage';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const intake: Share = {
  id: 4,
  asset_type: 'forms',
  asset_id: 7,
  title: 'Intake',
  thumbnail: '/uploads/intake.png',
  permission: 'limited',
  share_link: 'http://localhost:3000/forms?import=tok',
  imports_count: 2,
  created_at: '2026-01-05T10:00:00.000Z',
};
const lesson: Share = {
  ...intake,
  id: 5,
  asset_type: 'pages',
  asset_id: 9,
  title: 'Week one',
  thumbnail: null,
  permission: 'unlimited',
  imports_count: 1,
};
const imported: AssetImport = {
  id: 11,
  share_id: 4,
  asset_type: 'forms',
  asset_id: 70,
  title: 'Intake',
  from_location: 'Owner Gym',
  to_location: 'Uptown',
  imported_by: 'Sam Coach',
  created_at: '2026-01-06T10:00:00.000Z',
  updated_at: '2026-01-06T10:00:00.000Z',
};

function serve(shares: Share[]) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      requests.push({ url, body });
      if (url.includes('asset/get-sorted-assets')) {
        return new Response(JSON.stringify({ status: 1, data: shares }));
      }
      if (url.includes('/imports')) {
        const page = { current_page: 1, last_page: 1, per_page: 10, total: 1 };
        return new Response(JSON.stringify({ ...page, data: [imported] }));
      }
      return new Response(JSON.stringify({ status: 1, message: 'Done' }));
    }),
  );
  return requests;
}

const renderPage = (session = buildSession()) => {
  seedSignedIn(session);
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SharingPage />
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
};

const sent = (requests: { url: string; body: unknown }[], path: string) =>
  requests.find((r) => r.url.includes(path));

describe('SharingPage', () => {
  it('lists the shares with their kind, permission and imports, in a reorderable list', async () => {
    const requests = serve([intake, lesson]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Shares' });
    const row = within(list).getByRole('listitem', { name: 'Intake' });
    expect(within(row).getByText('Form')).toBeTruthy();
    expect(within(row).getByText('Limited')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '2 imports' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reorder Intake' })).toBeTruthy();
    expect(within(list).getByRole('listitem', { name: 'Week one' }).textContent).toContain(
      'Unlimited',
    );
    expect(sent(requests, 'asset/get-sorted-assets')?.url).not.toContain('type=');

    fireEvent.click(screen.getByRole('button', { name: 'Default order' }));
    await waitFor(() => expect(sent(requests, 'asset/sort-default-assets')).toBeTruthy());
  });

  it('stops sharing after a confirmation that says the links end and the copies stay', async () => {
    const requests = serve([intake, lesson]);
    renderPage();
    const row = await screen.findByRole('listitem', { name: 'Week one' });
    fireEvent.click(within(row).getByRole('button', { name: 'Stop sharing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop sharing Week one?' });
    expect(dialog.textContent).toContain('share link and short link stop working');
    expect(dialog.textContent).toContain('copies other locations imported stay');
    expect(sent(requests, 'asset/delete-assets')).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(sent(requests, 'asset/delete-assets')?.body).toEqual({ ids: [5] }));
  });

  it('shows where a share was imported, and removes its thumbnail', async () => {
    const requests = serve([intake]);
    renderPage();
    const row = await screen.findByRole('listitem', { name: 'Intake' });
    fireEvent.click(within(row).getByRole('button', { name: '2 imports' }));
    const drawer = await screen.findByRole('dialog', { name: 'Imports of Intake' });
    expect(await within(drawer).findByRole('cell', { name: 'Uptown' })).toBeTruthy();
    expect(within(drawer).getByRole('cell', { name: 'Sam Coach' })).toBeTruthy();
    expect(sent(requests, 'sharing/4/imports')?.url).toContain('perPage=10');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(row).getByRole('button', { name: 'Thumbnail' }));
    const modal = await screen.findByRole('dialog', { name: 'Thumbnail of Intake' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Remove thumbnail' }));
    await waitFor(() =>
      expect(sent(requests, 'form/update-thumbnail')?.body).toEqual({ id: 7, thumbnail: null }),
    );
  });

  it('says where to share from when nothing is shared', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing shared yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Default order' })).toBeNull();
  });

  it('lists only the kind a company user may view, without reordering or stopping', async () => {
    const requests = serve([lesson]);
    renderPage(
      buildSession(
        { company_id: 1, is_organization_owner: false, user_type: 'company_user' },
        { pages: { view: true, update: true } },
      ),
    );
    const row = await screen.findByRole('listitem', { name: 'Week one' });
    expect(sent(requests, 'asset/get-sorted-assets')?.url).toContain('type=pages');
    expect(within(row).queryByRole('button', { name: 'Reorder Week one' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Stop sharing' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Thumbnail' })).toBeTruthy();
  });
});
