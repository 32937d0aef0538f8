import type { Pipeline } from '@coachline/contract/pipelines';
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

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({
  toastSuccess: toast.success,
  toastError: toast.error,
  toastWithUndo: vi.fn(),
}));

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const sales: Pipeline = {
  id: 7,
  name: 'Sales',
  category: 'sales',
  folder_id: null,
  ordering: 1,
  stages: [
    { id: 1, pipeline_id: 7, name: 'New lead', position: 0, contacts_count: 0 },
    { id: 2, pipeline_id: 7, name: 'Trial', position: 1, contacts_count: 0 },
  ],
  contacts_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

function serve() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('pipeline/list-all'))
        return new Response(JSON.stringify({ status: 1, data: [sales] }));
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      return new Response(
        JSON.stringify({
          status: 1,
          message: 'Contacts have been successfully added to pipelines!',
          affected: 120,
        }),
      );
    }),
  );
  return sent;
}

function renderModal(action: 'add-to-pipeline' | 'remove-from-pipeline', selection: Selection) {
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

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.click(within(dialog).getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the bulk bar’s pipelines', () => {
  it('adds every contact the filters match to a pipeline’s stage and says what it did', async () => {
    const sent = serve();
    const onDone = renderModal('add-to-pipeline', {
      kind: 'matching',
      filter: { status: 'lead' },
      total: 120,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add to pipeline' });
    await choose(dialog, 'Pipeline', 'Sales');
    await choose(dialog, 'Stage', 'Trial');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to pipeline' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: '/api/v3/pipeline/add-contact',
        body: { pipeline_id: 7, stage_id: 2, selection: { filter: { status: 'lead' } } },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(
      'Contacts have been successfully added to pipelines!',
    );
  });

  it('removes the selected contacts from a pipeline', async () => {
    const sent = serve();
    renderModal('remove-from-pipeline', { kind: 'ids', ids: [42, 43] });
    const dialog = await screen.findByRole('dialog', { name: 'Remove from pipeline' });
    await choose(dialog, 'Pipeline', 'Sales');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from pipeline' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/v3/pipeline/remove-contact',
      body: { pipeline_id: 7, selection: { ids: [42, 43] } },
    });
  });
});
