import { type ImportProgressEvent, realtimeEvents } from '@coachline/contract/api';
import type { ImportLog } from '@coachline/contract/contact-import';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/queryClient';
import { polyfillBrowser } from '../../../test/fixtures';
import { contactKeys } from '../keys';
import { ImportWatcher } from './ImportResult';
import { clearImport, trackImport, useImportSession } from './importStore';

const realtime = vi.hoisted(() => ({ listeners: new Map<string, (payload: unknown) => void>() }));
vi.mock('../../../app/realtime', () => ({
  onRealtime: (event: string, listener: (payload: unknown) => void) => {
    realtime.listeners.set(event, listener);
    return () => realtime.listeners.delete(event);
  },
}));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  clearImport();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const reason = 'The file could not be read: row 3 has an unclosed quote.';

function log(over: Partial<ImportLog>): ImportLog {
  return {
    id: 5,
    file_name: 'members.csv',
    status: 'running',
    total_count: 10,
    count: 0,
    imported_count: 0,
    updated_count: 0,
    failed_count: 0,
    errors: [],
    reason: null,
    duplicate_policy: 'skip',
    created_at: '2026-01-05T10:00:00.000Z',
    finished_at: null,
    has_file: false,
    undo_status: null,
    undone_at: null,
    undo_until: null,
    ...over,
  };
}

/** The import log answers `running` until the import has failed on the server. */
function serveImportLog() {
  const server = { failed: false, reads: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.includes('contact/import-log') || url.includes('/contacts?'))
        return new Response('{}');
      server.reads += 1;
      const data = server.failed
        ? [log({ status: 'failed', count: 4, reason, finished_at: '2026-01-05T10:01:00.000Z' })]
        : [log({})];
      return new Response(JSON.stringify({ status: 1, data }));
    }),
  );
  return server;
}

function publish(event: ImportProgressEvent) {
  act(() => realtime.listeners.get(realtimeEvents.importProgress)?.(event));
}

function renderWatcher() {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ImportWatcher />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the import on screen (000 §4.6)', () => {
  it('shows the reason of a failed import as soon as its failed event arrives', async () => {
    const server = serveImportLog();
    trackImport(5, 10, 'members.csv');
    renderWatcher();
    await vi.waitFor(() => expect(queryClient.getQueryData(contactKeys.importLogs)).toBeDefined());

    publish({ user_id: 1, import_id: 5, count: 4, total_count: 10, status: 'running' });
    expect(useImportSession.getState()).toMatchObject({ resultOpen: false, stopped: false });

    server.failed = true;
    publish({ user_id: 1, import_id: 5, count: 4, total_count: 10, status: 'failed' });
    expect(useImportSession.getState()).toMatchObject({
      progress: { importId: 5, count: 4, total: 10 },
      resultOpen: true,
      stopped: true,
    });
    // Well inside the 3 s poll: the failed event itself has the log read again.
    expect(await screen.findByText(reason, {}, { timeout: 1500 })).toBeTruthy();
    expect(screen.getByText('Import stopped')).toBeTruthy();
    expect(server.reads).toBe(2);
  });

  it('ignores a failed event of another import', () => {
    serveImportLog();
    trackImport(5, 10, 'members.csv');
    renderWatcher();
    publish({ user_id: 1, import_id: 6, count: 0, total_count: 3, status: 'failed' });
    expect(useImportSession.getState()).toMatchObject({ resultOpen: false, stopped: false });
  });
});
