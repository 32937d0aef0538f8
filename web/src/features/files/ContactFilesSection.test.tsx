import { type ContactFile, type FileEntry, fileMessages } from '@coachline/contract/files';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildContact, buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { ContactFilesSection } from './ContactFilesSection';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const guide: FileEntry = {
  id: 4,
  name: 'Guide',
  ext: 'pdf',
  class: 'pdf',
  size: 2048,
  downloads: 0,
  status: 'enabled',
  permission: 'everyone',
  folder_id: null,
  created_by: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};
const plan: ContactFile = {
  ...guide,
  id: 3,
  name: 'Plan',
  sent_at: '2026-01-06T10:00:00.000Z',
  sent_by: 1,
};

/** The contact's files, the picker's list, and what was sent. */
function serve(sent: ContactFile[]) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url.includes('file/list-all'))
        return new Response(JSON.stringify({ status: 1, data: [guide], truncated: false }));
      if (url.includes('file/send-to-contact'))
        return new Response(JSON.stringify({ status: 1, message: fileMessages.sent, sent: 1 }));
      if (url.includes('file/remove-from-contact'))
        return new Response(
          JSON.stringify({ status: 1, message: fileMessages.removedFromContact, removed: 1 }),
        );
      const page = { current_page: 1, last_page: 1, per_page: 10, total: sent.length };
      return new Response(JSON.stringify({ ...page, data: sent }));
    }),
  );
  return requests;
}

function renderSection() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ContactFilesSection contact={buildContact({ id: 42 })} />
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const sentTo = (requests: ReturnType<typeof serve>, path: string) =>
  requests.find((r) => r.url.includes(path));

describe('ContactFilesSection', () => {
  it('says what the section is for when empty, and adds files picked from list-all', async () => {
    const requests = serve([]);
    renderSection();
    expect(await screen.findByText('No files yet')).toBeTruthy();
    expect(sentTo(requests, 'file/42/list')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add files' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Files' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Guide.pdf', hidden: true }));
    fireEvent.click(add);
    await vi.waitFor(() => expect(sentTo(requests, 'file/send-to-contact')).toBeTruthy());
    expect(JSON.parse(String(sentTo(requests, 'file/send-to-contact')!.body))).toEqual({
      file_ids: [4],
      contact_ids: [42],
    });
  });

  it('lists the files sent and removes one only once confirmed', async () => {
    const requests = serve([plan]);
    renderSection();
    const list = await screen.findByRole('list', { name: 'Files of the contact' });
    expect(within(list).getByText('Plan.pdf')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Download Plan.pdf' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Plan.pdf' }));
    const confirm = await screen.findByRole('dialog');
    expect(sentTo(requests, 'file/remove-from-contact')).toBeUndefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(sentTo(requests, 'file/remove-from-contact')).toBeTruthy());
    const removal = sentTo(requests, 'file/remove-from-contact')!;
    expect(removal.method).toBe('DELETE');
    expect(JSON.parse(String(removal.body))).toEqual({ contact_id: 42, file_ids: [3] });
  });
});
