import type { Sequence, SequenceSubscriber } from '@coachline/contract/sequences';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildContact, buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { ContactSequencesSection } from './ContactSequencesSection';

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  // An opened select scrolls to the option chosen.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const ann = buildContact({ id: 41, first_name: 'Ann', last_name: 'Lee' });
const onWelcome: SequenceSubscriber = {
  id: 9,
  sequence: { id: 5, title: 'Welcome drip' },
  contact: { id: ann.id, full_name: 'Ann Lee', email: 'ann@example.test' },
  status: 'active',
  next_message: { id: 12, type: 'sms', title: 'See you Monday!' },
  next_at: '2026-12-01T09:00:00Z',
  sent_count: 1,
  detail: '',
  started_at: '2026-11-28T09:00:00Z',
  finished_at: null,
};
const spring: Sequence = {
  id: 6,
  title: 'Spring challenge',
  status: 'paused',
  folder_id: null,
  ordering: 2,
  scheduled_at: null,
  messages_count: 1,
  email_count: 1,
  sms_count: 0,
  active_count: 0,
  completed_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

function serve() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const path = url.replace('/api/v3/', '').split('?')[0];
      if (path === `contact/${ann.id}/sequences`)
        return json({ data: [onWelcome], current_page: 1, last_page: 1, per_page: 10, total: 1 });
      if (path === 'sequence/list-all') return json({ status: 1, data: [spring] });
      if (path === 'sequence/add-contact' || path === 'sequence/remove-contact')
        return json({ status: 1, message: 'Done', affected: 1 });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return sent;
}

function renderSection() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ContactSequencesSection contact={ann} />
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the contact profile’s Sequences section', () => {
  it('shows the message the contact waits for, and removes them once confirmed', async () => {
    const sent = serve();
    renderSection();
    const item = await screen.findByRole('listitem', { name: 'Welcome drip' });
    expect(within(item).getByRole('link', { name: 'Welcome drip' }).getAttribute('href')).toBe(
      '/sequences/5/edit',
    );
    expect(within(item).getByText('Active')).toBeTruthy();
    expect(within(item).getByText(/^Next: See you Monday!, Dec 1, 2026/)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Remove from Welcome drip' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('sequence/remove-contact'))?.body).toEqual({
        sequence_id: 5,
        selection: { ids: [ann.id] },
      }),
    );
  });

  it('adds the contact to a sequence picked from every sequence', async () => {
    const sent = serve();
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to sequence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to sequence' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Sequence' }));
    fireEvent.click(
      await screen.findByRole('option', { name: 'Spring challenge (paused)', hidden: true }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('sequence/add-contact'))?.body).toEqual({
        sequence_id: 6,
        selection: { ids: [ann.id] },
      }),
    );
  });
});
