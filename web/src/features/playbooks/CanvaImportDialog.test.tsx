import { realtimeEvents } from '@coachline/contract/api';
import { type CanvaImport, canvaMessages } from '@coachline/contract/playbooks';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { CanvaImportDialog } from './CanvaImportDialog';

configure({ asyncUtilTimeout: 5000 });

const realtime = vi.hoisted(() => ({ listeners: new Map<string, (payload: unknown) => void>() }));
vi.mock('../../app/realtime', () => ({
  onRealtime: (event: string, listener: (payload: unknown) => void) => {
    realtime.listeners.set(event, listener);
    return () => realtime.listeners.delete(event);
  },
}));

beforeAll(() => polyfillBrowser());
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const queued: CanvaImport = {
  id: 31,
  playbook_id: 4,
  file_name: 'Design.zip',
  status: 'queued',
  pages_total: 2,
  pages_done: 0,
  error: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

/** The upload answered as the server would (status and body), its progress told half-way. */
function serveUpload(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader() {}
    send(form: FormData) {
      sent.push(form);
      this.upload.onprogress?.({ loaded: 50, total: 100 });
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // `playbook/steps`, polled meanwhile: the build has not started yet.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 1, steps: [], canva_import: queued }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  return sent;
}

function open() {
  render(
    // No transitions: a modal's closing timer must not outlive the test environment.
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <CanvaImportDialog playbookId={4} opened onClose={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function choose(name: string) {
  const zip = new File(['PK'], name, { type: 'application/zip' });
  fireEvent.change(screen.getByLabelText('Canva zip'), { target: { files: [zip] } });
  await screen.findByText(name);
}

const publish = (event: CanvaImport) =>
  act(() => realtime.listeners.get(realtimeEvents.canvaBuildProgress)?.(event));

describe('the Canva import dialog', () => {
  it('uploads the zip, then shows the pages as they are built', async () => {
    const sent = serveUpload(200, {
      status: 1,
      message: canvaMessages.building,
      canva_import: queued,
    });
    open();
    await choose('Design.zip');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and build' }));
    const bar = await screen.findByRole('progressbar', { name: 'Building steps from your pages' });
    expect(sent[0]!.get('playbook_id')).toBe('4');
    expect((sent[0]!.get('file') as File).name).toBe('Design.zip');
    expect(bar.getAttribute('aria-valuetext')).toBe('0 of 2 pages');

    publish({ ...queued, status: 'running', pages_done: 1 });
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 2 pages');
    expect(screen.getByRole('status').textContent).toBe('1/2 pages built');
    // Another import's event is not this one's.
    publish({ ...queued, id: 99, status: 'completed', pages_done: 2 });
    expect(screen.getByRole('status').textContent).toBe('1/2 pages built');

    publish({ ...queued, status: 'completed', pages_done: 2 });
    expect(screen.getByRole('status').textContent).toBe('All 2 pages are steps now.');
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('shows why a zip is refused, and keeps the dialog open to try another', async () => {
    serveUpload(422, { message: canvaMessages.bomb, errors: { file: [canvaMessages.bomb] } });
    open();
    await choose('Bomb.zip');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and build' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(canvaMessages.bomb));
    expect(screen.getByRole('button', { name: 'Upload and build' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Building steps from your pages' })).toBe(
      null,
    );
  });

  it('tells a failed build apart', async () => {
    serveUpload(200, { status: 1, message: canvaMessages.building, canva_import: queued });
    open();
    await choose('Design.zip');
    fireEvent.click(screen.getByRole('button', { name: 'Upload and build' }));
    await screen.findByRole('progressbar', { name: 'Building steps from your pages' });
    publish({
      ...queued,
      status: 'failed',
      pages_done: 1,
      error: canvaMessages.unreadablePage('2.png'),
    });
    expect(screen.getByRole('alert').textContent).toContain(canvaMessages.unreadablePage('2.png'));
  });
});
