import type { Folder } from '@coachline/contract/folders';
import { messages } from '@coachline/contract/messages';
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
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { topPlace, useFolderState } from '../../app/folderState';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { FolderBrowser, MoveToFolderModal } from './FolderBrowser';

configure({ asyncUtilTimeout: 5000 });

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  toast.success.mockClear();
  useFolderState.setState({ lastModule: null, places: {} });
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const folder = (id: number, title: string, extra: Partial<Folder> = {}): Folder => ({
  id,
  title,
  parent_id: null,
  archived: 0,
  asset_type: 'templates',
  ordering: id,
  breadcrumb: [{ id, title }],
  subfolders_count: 0,
  items_count: 0,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  ...extra,
});
const clients = folder(1, 'Clients', { items_count: 2, subfolders_count: 1 });
const vip = folder(2, 'VIP', {
  parent_id: 1,
  breadcrumb: [clients.breadcrumb[0]!, { id: 2, title: 'VIP' }],
});

type Call = { method: string; url: string; body: unknown };

/** The folder calls: the top holds Clients, Clients holds VIP, the archive is empty. */
function serveFolders(top: Folder[] = [clients]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET') {
        const inside = url.includes('parent_id=1');
        const folders = url.includes('archived=1') ? [] : inside ? [vip] : top;
        const breadcrumb = inside ? clients.breadcrumb : [];
        return new Response(JSON.stringify({ status: 1, folders, breadcrumb }));
      }
      if (url.includes('add-assets'))
        return new Response(JSON.stringify({ status: 1, message: 'Moved!', moved: 1 }));
      const message = url.includes('delete') ? messages.folderDeleted : messages.folderUpdated;
      if (url.includes('delete'))
        return new Response(JSON.stringify({ status: 1, message, deleted_folders: 1 }));
      if (url.includes('sort')) return new Response(JSON.stringify({ status: 1, message }));
      const saved = folder(9, body.title ?? 'Clients');
      return new Response(JSON.stringify({ status: 1, message, folder: saved }));
    }),
  );
  return calls;
}

function renderBrowser() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <FolderBrowser assetType="templates" assetKeys={['templates']} noun="template" />
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const actionsOf = (title: string) =>
  fireEvent.click(screen.getByRole('button', { name: `Actions for the folder ${title}` }));

describe('FolderBrowser', () => {
  it('shows the folders with their counts, opens one and remembers where it is', async () => {
    serveFolders();
    renderBrowser();
    const tile = await screen.findByRole('listitem', { name: 'Clients' });
    expect(within(tile).getByText('2 templates · 1 folder')).toBeTruthy();
    fireEvent.click(within(tile).getByText('Clients'));

    expect(await screen.findByRole('listitem', { name: 'VIP' })).toBeTruthy();
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(path).getByText('Clients').getAttribute('aria-current')).toBe('location');
    expect(useFolderState.getState().places.templates).toEqual({
      folderId: 1,
      isArchived: false,
      breadcrumb: [{ id: 1, title: 'Clients' }],
    });
    fireEvent.click(within(path).getByRole('button', { name: 'Main folder' }));
    expect(await screen.findByRole('listitem', { name: 'Clients' })).toBeTruthy();
    expect(useFolderState.getState().places.templates).toEqual(topPlace);
  });

  it('starts in the remembered folder', async () => {
    const calls = serveFolders();
    useFolderState.setState({
      places: { templates: { folderId: 1, isArchived: false, breadcrumb: clients.breadcrumb } },
    });
    renderBrowser();
    expect(await screen.findByRole('listitem', { name: 'VIP' })).toBeTruthy();
    expect(calls[0]?.url).toContain('folder/templates/list?parent_id=1&archived=0');
  });

  it('switches to the archived folders and says when there are none', async () => {
    const calls = serveFolders();
    renderBrowser();
    await screen.findByRole('listitem', { name: 'Clients' });
    fireEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    expect(await screen.findByText('No archived folders.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('archived=1'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
  });

  it('creates a folder where it is; Enter saves', async () => {
    const calls = serveFolders();
    renderBrowser();
    await screen.findByRole('listitem', { name: 'Clients' });
    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const field = screen.getByRole('textbox', { name: 'Name of the new folder' });
    fireEvent.change(field, { target: { value: 'Leads' } });
    fireEvent.submit(field);
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      asset_type: 'templates',
      title: 'Leads',
      parent_id: null,
    });
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
  });

  it('renames in place, refusing an empty title or one of 25 characters', async () => {
    const calls = serveFolders();
    renderBrowser();
    await screen.findByRole('listitem', { name: 'Clients' });
    actionsOf('Clients');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'New name for Clients' });
    fireEvent.change(field, { target: { value: 'x'.repeat(25) } });
    fireEvent.submit(field);
    expect(await screen.findByText('The title must be shorter than 25 characters')).toBeTruthy();
    fireEvent.change(field, { target: { value: ' ' } });
    fireEvent.submit(field);
    expect(await screen.findByText('The title field is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(field, { target: { value: 'Customers' } });
    fireEvent.submit(field);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.folderUpdated));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      id: 1,
      title: 'Customers',
      asset_type: 'templates',
    });
  });

  it('moves a folder down its list', async () => {
    const calls = serveFolders([clients, folder(3, 'Leads')]);
    renderBrowser();
    await screen.findByRole('listitem', { name: 'Leads' });
    actionsOf('Clients');
    expect(screen.queryByRole('menuitem', { name: 'Move up' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      asset_type: 'templates',
      ids: [3, 1],
    });
  });

  it('deletes a folder only once confirmed', async () => {
    const calls = serveFolders();
    renderBrowser();
    await screen.findByRole('listitem', { name: 'Clients' });
    actionsOf('Clients');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: messages.confirmTitle });
    expect(within(dialog).getByText(messages.confirmDeleteFolder)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.folderDeleted));
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ id: 1 });
  });

  it('moves assets into the folder browsed to', async () => {
    const calls = serveFolders();
    seedSignedIn(buildSession());
    const onClose = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MoveToFolderModal
            assetType="templates"
            assetKeys={['templates']}
            assetIds={[7]}
            onClose={onClose}
          />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move to folder' });
    fireEvent.click(await within(dialog).findByText('Clients'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Move to Clients' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      asset_type: 'templates',
      assets_id: [7],
      folder_id: 1,
    });
  });
});
