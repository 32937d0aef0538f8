import type { Broadcast } from '@coachline/contract/broadcasts';
import { emptyRecipients } from '@coachline/contract/broadcasts';
import { messages } from '@coachline/contract/messages';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { BroadcastEditPage } from './BroadcastEditPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));
const dialogs = vi.hoisted(() => ({ limit: vi.fn() }));
vi.mock('../../ui/dialogs', () => ({
  // "Are you sure?" is answered yes at once.
  confirmAction: (o: { onConfirm: () => void }) => o.onConfirm(),
  openLimitExceeded: dialogs.limit,
}));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const draft: Broadcast = {
  id: 9,
  title: 'Spring news',
  subject: '',
  body: '',
  sender_id: null,
  recipients: { ...emptyRecipients, tags: [3] },
  status: 'saved',
  template_id: null,
  parent_id: null,
  scheduled_at: null,
  started_at: null,
  finished_at: null,
  recipients_count: 0,
  sent_count: 0,
  failed_count: 0,
  opened_count: 0,
  clicked_count: 0,
  bounced_count: 0,
  excluded_count: 0,
  created_by: 'Erin Ende',
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
};

const counts = {
  status: 1,
  counts: {
    chosen: 16,
    eligible: 12,
    no_email: 1,
    switched_off: 1,
    suppressed: 2,
    kill_switch: false,
  },
  usage: { limit: 25000, used: 3200 },
};

/** The editor's calls; the send answers `send` with `status`. */
function serve(send: object, status: number, answered = counts) {
  const json = (body: unknown, code = 200) => new Response(JSON.stringify(body), { status: code });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0];
      if (path === 'contact/tabs/list')
        return json({
          status: 1,
          tabs: [{ id: 1, group: 'leads', title: 'Leads', value: 'lead', position: 0, count: 16 }],
        });
      if (path === 'tag/list')
        return json({ status: 1, tags: { system: [], id: [], trigger: [] }, original: [] });
      if (path === 'group/lists')
        return json({ data: [], current_page: 1, last_page: 1, per_page: 100, total: 0 });
      if (path === 'contact/all') return json({ status: 1, data: [] });
      if (path === 'broadcast/count-recipients') return json(answered);
      if (path === 'broadcast/save')
        return json({
          status: 1,
          message: 'Broadcast has been saved successfully!',
          broadcast: draft,
        });
      if (path === 'broadcast/9/send-broadcast') return json(send, status);
      return json({ message: 'Not found.' }, 404);
    }),
  );
}

function renderEditor() {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/broadcasts/new']}>
          <Routes>
            <Route path="/broadcasts/new" element={<BroadcastEditPage />} />
            <Route path="/broadcasts/:broadcast/edit" element={<BroadcastEditPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function sendNow() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), {
    target: { value: 'Spring news' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
}

describe('the broadcast editor', () => {
  it('shows the live count with why contacts are left out, and the month’s usage', async () => {
    serve({}, 200);
    renderEditor();
    expect(
      await screen.findByText(
        '12 will get it · 4 excluded: 2 unsubscribed or bounced, 1 with email switched off, 1 without an email',
      ),
    ).toBeTruthy();
    expect(screen.getByText('3,200 of 25,000 emails this month')).toBeTruthy();
  });

  it('explains the kill switch when it stops everyone', async () => {
    serve({}, 200, {
      ...counts,
      counts: { ...counts.counts, eligible: 0, kill_switch: true },
    });
    renderEditor();
    expect(
      await screen.findByText('0 will get it · email sending is switched off for your account'),
    ).toBeTruthy();
    expect(
      screen.getByText(/Switch it back on in the notification bar or Admin Settings/),
    ).toBeTruthy();
  });

  it('puts a refused send’s errors on their fields, the recipients’ ones included', async () => {
    serve(
      {
        message: 'The given data was invalid.',
        errors: {
          subject: ['Give the broadcast a subject before sending it.'],
          'recipients.tags': ['One of the chosen tags is not in this location.'],
        },
      },
      422,
    );
    renderEditor();
    await sendNow();
    expect(await screen.findByText('One of the chosen tags is not in this location.')).toBeTruthy();
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give the broadcast a subject before sending it.')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(messages.unableToSubmitForm);
    expect(dialogs.limit).not.toHaveBeenCalled();
  });

  it('explains the plan’s monthly limit in the limit dialog', async () => {
    const text = 'This broadcast would send 12 emails, but your plan has 5 left.';
    serve({ message: text, error: 'limit-error' }, 404);
    renderEditor();
    await sendNow();
    await waitFor(() => expect(dialogs.limit).toHaveBeenCalledWith(text, expect.any(Function)));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
