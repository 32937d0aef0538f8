import { type FileEntry, fileMessages } from '@coachline/contract/files';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { deleteWordError } from './FileDialogs';
import { FilesIndexPage } from './FilesIndexPage';
import { formatSize } from './fileClasses';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const plan: FileEntry = {
  id: 3,
  name: 'Plan',
  ext: 'pdf',
  class: 'pdf',
  size: 2_516_582,
  downloads: 4,
  status: 'enabled',
  permission: 'everyone',
  folder_id: null,
  created_by: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

function serve(files: FileEntry[]) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url.includes('folder/files/list'))
        return new Response(JSON.stringify({ status: 1, folders: [], breadcrumb: [] }));
      if (url.includes('file/delete'))
        return new Response(
          JSON.stringify({ status: 1, message: fileMessages.deleted, deleted: 1 }),
        );
      if (url.includes('file/3/users'))
        return new Response(
          JSON.stringify({
            status: 1,
            permission: 'everyone',
            users: [
              {
                id: 1,
                name: 'Olive Owner',
                email: 'olive@example.test',
                has_access: true,
                always: true,
              },
              {
                id: 7,
                name: 'Sam Staff',
                email: 'sam@example.test',
                has_access: true,
                always: false,
              },
            ],
          }),
        );
      if (url.includes('file/3/change-permission'))
        return new Response(
          JSON.stringify({
            status: 1,
            message: fileMessages.permissionUpdated,
            file: { ...plan, permission: 'selected' },
          }),
        );
      if (url.includes('contact/all'))
        return new Response(
          JSON.stringify({
            status: 1,
            data: [{ id: 42, full_name: 'Ann Client', email: 'ann@example.test' }],
          }),
        );
      if (url.includes('file/send-to-contact'))
        return new Response(JSON.stringify({ status: 1, message: fileMessages.sent, sent: 1 }));
      const page = { current_page: 1, last_page: 1, per_page: 25, total: files.length };
      return new Response(JSON.stringify({ ...page, data: files }));
    }),
  );
  return requests;
}

function renderPage(session = buildSession()) {
  seedSignedIn(session);
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <FilesIndexPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('FilesIndexPage', () => {
  it('lists the files with their kind, size and downloads, asking for the main folder', async () => {
    const requests = serve([plan]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Files' });
    const row = within(table).getByText('Plan.pdf').closest('tr')!;
    expect(within(row).getByText('PDF')).toBeTruthy();
    expect(within(row).getByText('2.4 MB')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    const list = requests.find((r) => r.url.includes('file/lists'))!;
    expect(list.url).toContain('folder_id=0');
    expect(list.url).toContain('status=enabled');
  });

  it('shows an empty state when there are no files', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No files here yet')).toBeTruthy();
  });

  it('deletes only once DELETE is typed in capitals', async () => {
    const requests = serve([plan]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Plan.pdf' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const input = await screen.findByLabelText('Type DELETE to confirm');
    const dialog = screen.getByRole('dialog');
    fireEvent.change(input, { target: { value: 'delete' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(fileMessages.capitals)).toBeTruthy();
    expect(requests.some((r) => r.url.includes('file/delete'))).toBe(false);
    fireEvent.change(input, { target: { value: 'DELETE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(requests.some((r) => r.url.includes('file/delete'))).toBe(true));
    const sent = requests.find((r) => r.url.includes('file/delete'))!;
    expect(JSON.parse(String(sent.body))).toEqual({ ids: [3], confirmation: 'DELETE' });
  });
});

describe('sharing files', () => {
  it('restricts one file to the users ticked (change-permission)', async () => {
    const requests = serve([plan]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Plan.pdf' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who sees Plan.pdf' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Selected users only' }));
    // The owner always sees it: ticked and not to be unticked.
    const owner = await within(dialog).findByRole('checkbox', { name: /Olive Owner/ });
    expect((owner as HTMLInputElement).checked).toBe(true);
    expect((owner as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Sam Staff/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.url.includes('file/3/change-permission'))).toBe(true),
    );
    const sent = requests.find((r) => r.url.includes('file/3/change-permission'))!;
    expect(sent.method).toBe('PATCH');
    expect(JSON.parse(String(sent.body))).toEqual({ permission: 'selected', user_ids: [7] });
  });

  it('offers Permission to staff only on the files they uploaded', async () => {
    serve([plan, { ...plan, id: 5, name: 'Mine', created_by: 9 }]);
    const editor = { view: true, create: false, update: true, delete: false, assign: false };
    renderPage(buildSession({ id: 9, company_id: 1 }, { files: editor }));
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Mine.pdf' }));
    expect(await screen.findByRole('menuitem', { name: 'Permission' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Plan.pdf' }));
    await screen.findByRole('menuitem', { name: 'Rename' });
    expect(screen.queryByRole('menuitem', { name: 'Permission' })).toBeNull();
  });

  it('sends a file to the contacts picked', async () => {
    const requests = serve([plan]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Plan.pdf' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Send to contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Plan.pdf to contacts' });
    // Nothing picked: the contract's message, and nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(fileMessages.chooseContact)).toBeTruthy();
    const picker = within(dialog).getByRole('textbox', { name: 'Contacts' });
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Ann Client (ann@example.test)', hidden: true }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.url.includes('file/send-to-contact'))).toBe(true),
    );
    const sent = requests.find((r) => r.url.includes('file/send-to-contact'))!;
    expect(JSON.parse(String(sent.body))).toEqual({ file_ids: [3], contact_ids: [42] });
  });
});

describe('file helpers', () => {
  it('names what the typed confirmation lacks (001 §5)', () => {
    expect(deleteWordError('DELETE')).toBeUndefined();
    expect(deleteWordError('Delete')).toBe(fileMessages.capitals);
    expect(deleteWordError('remove')).toBe(fileMessages.typeDelete);
  });

  it('formats sizes', () => {
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(1536)).toBe('1.5 KB');
  });
});
