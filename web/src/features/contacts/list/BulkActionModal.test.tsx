import type { Journey } from '@coachline/contract/journeys';
import type { Sequence } from '@coachline/contract/sequences';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/queryClient';
import { useSession } from '../../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../../test/fixtures';
import { BulkActionModal } from './BulkActionModal';
import type { Selection } from './selection';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), undo: vi.fn() }));
vi.mock('../../../ui/toast', () => ({
  toastSuccess: toast.success,
  toastError: toast.error,
  toastWithUndo: toast.undo,
}));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const journey = (id: number, name: string, status: Journey['status']): Journey => ({
  id,
  name,
  status,
  folder_id: null,
  ordering: id,
  action: null,
  action_type: null,
  action_title: null,
  triggers_count: 0,
  actions_count: 1,
  active_count: 0,
  completed_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

const sequence = (id: number, title: string): Sequence => ({
  id,
  title,
  status: 'active',
  folder_id: null,
  ordering: id,
  scheduled_at: null,
  messages_count: 2,
  email_count: 2,
  sms_count: 0,
  active_count: 0,
  completed_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

function serve() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('journey/list-all'))
        return new Response(
          JSON.stringify({
            status: 1,
            data: [journey(4, 'Welcome series', 'enabled'), journey(5, 'Win back', 'disabled')],
          }),
        );
      if (url.includes('sequence/list-all'))
        return new Response(
          JSON.stringify({
            status: 1,
            data: [sequence(7, 'Spring drip'), sequence(8, 'Onboarding')],
          }),
        );
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      return new Response(
        JSON.stringify({ status: 1, message: '2 contacts started on the journey', affected: 2 }),
      );
    }),
  );
  return sent;
}

function renderModal(
  action: 'start-journey' | 'stop-journey' | 'add-to-sequence' | 'remove-from-sequence',
  selection: Selection,
) {
  seedSignedIn(buildSession());
  const onDone = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BulkActionModal
            action={action}
            selection={selection}
            group={null}
            tabs={[]}
            onClose={() => undefined}
            onDone={onDone}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onDone;
}

async function chooseJourney(name: string) {
  fireEvent.click(screen.getByRole('textbox', { name: 'Journey' }));
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('the bulk bar’s journeys', () => {
  it('starts the selected contacts on an enabled journey and says what the server did', async () => {
    const sent = serve();
    const onDone = renderModal('start-journey', { kind: 'ids', ids: [42, 43] });
    const dialog = await screen.findByRole('dialog', { name: 'Start journey' });
    fireEvent.click(screen.getByRole('textbox', { name: 'Journey' }));
    await screen.findByRole('option', { name: 'Welcome series', hidden: true });
    // A disabled journey starts nobody: it is not offered.
    expect(screen.queryByRole('option', { name: 'Win back', hidden: true })).toBeNull();
    await chooseJourney('Welcome series');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start journey' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      { url: '/api/v3/journey/start', body: { journey_id: 4, selection: { ids: [42, 43] } } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('2 contacts started on the journey');
  });

  it('stops every contact the filters match on any journey', async () => {
    const sent = serve();
    renderModal('stop-journey', { kind: 'matching', filter: { status: 'lead' }, total: 120 });
    const dialog = await screen.findByRole('dialog', { name: 'Stop journey' });
    expect(within(dialog).getByText(/120 contacts matching the current filters/)).toBeTruthy();
    await chooseJourney('Win back');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop journey' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/v3/journey/terminate',
      body: { journey_id: 5, selection: { filter: { status: 'lead' } } },
    });
  });
});

describe('the bulk bar’s sequences', () => {
  it('adds every contact the filters match to a sequence', async () => {
    const sent = serve();
    const onDone = renderModal('add-to-sequence', {
      kind: 'matching',
      filter: { status: 'lead' },
      total: 120,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add to sequence' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Sequence' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Onboarding', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to sequence' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: '/api/v3/sequence/add-contact',
        body: { sequence_id: 8, selection: { filter: { status: 'lead' } } },
      },
    ]);
  });

  it('removes the selected contacts from a sequence', async () => {
    const sent = serve();
    renderModal('remove-from-sequence', { kind: 'ids', ids: [42] });
    const dialog = await screen.findByRole('dialog', { name: 'Remove from sequence' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Sequence' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Spring drip', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from sequence' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/v3/sequence/remove-contact',
      body: { sequence_id: 7, selection: { ids: [42] } },
    });
  });
});
