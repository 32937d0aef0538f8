import type { ChatMessage, Conversation } from '@coachline/contract/message-center';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { MessageCenterPage } from './MessageCenterPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), any: vi.fn() }));
vi.mock('../../ui/toast', () => ({
  toast: toast.any,
  toastSuccess: toast.success,
  toastError: toast.error,
}));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const page = <T,>(data: T[]) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 30,
  total: data.length,
});

const maya: Conversation = {
  contact_id: 7,
  channel: 'sms',
  name: 'Maya Lopez',
  number: '+16175550125',
  email: null,
  last_message: 'Yes, 6pm works',
  last_direction: 'inbound',
  last_at: new Date().toISOString(),
  unread: 2,
  archived: false,
};

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  key: 'sms-inbound-1',
  id: 1,
  contact_id: 7,
  channel: 'sms',
  direction: 'inbound',
  body: 'Yes, 6pm works',
  created_at: new Date().toISOString(),
  status: null,
  error: null,
  sent_by: null,
  ...over,
});

const stats = {
  status: 1,
  unread: 2,
  unread_conversations: 1,
  conversations: 1,
  archived: 0,
  sent_today: 1,
  received_today: 2,
  sent_week: 3,
  received_week: 4,
  scheduled: 0,
};

/** The screen's calls; answers what each would, and records the writes. */
function serve() {
  const writes: { url: string; method: string; body: unknown }[] = [];
  const json = (body: unknown, code = 200) =>
    new Response(JSON.stringify(body), {
      status: code,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ url, method, body: JSON.parse(String(init?.body ?? 'null')) });
        if (url.endsWith('/contact/send-sms'))
          return json({
            status: 1,
            message: 'SMS has been sent successfully!',
            log: {
              id: 9,
              contact_id: 7,
              channel: 'sms',
              to: '+16175550125',
              from: null,
              subject: '',
              status: 'queued',
              error: null,
              sent_by: 'Coach',
              created_at: new Date().toISOString(),
              sent_at: null,
              delivered_at: null,
              opened_at: null,
              clicked_at: null,
              opens: 0,
              clicks: 0,
            },
          });
        return json({ status: 1, message: 'Conversations marked as read.' });
      }
      if (url.includes('/sms-center/contacts')) return json(page([maya]));
      if (url.includes('/sms-center/stats')) return json(stats);
      if (url.includes('/sms-center/chat-logs'))
        return json(
          page([
            message({
              key: 'sms-outbound-3',
              id: 3,
              direction: 'outbound',
              body: 'See you Tuesday?',
              status: 'delivered',
              sent_by: 'Coach',
            }),
            message({}),
          ]),
        );
      if (url.includes('/scheduled/get-schedule')) return json(page([]));
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return writes;
}

function renderPage() {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/message-center']}>
          <MessageCenterPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('MessageCenterPage', () => {
  it('lists conversations with their unread count, and opening one reads it', async () => {
    const writes = serve();
    renderPage();
    const open = await screen.findByRole('button', { name: /^Maya Lopez.*2 unread$/ });
    expect(screen.getByText('Nothing scheduled')).toBeTruthy();
    fireEvent.click(open);
    const thread = await screen.findByRole('region', { name: 'Conversation with Maya Lopez' });
    expect(thread.textContent).toContain('See you Tuesday?');
    expect(thread.textContent).toContain('delivered');
    await waitFor(() =>
      expect(writes).toContainEqual({
        url: '/api/v3/sms-center/mark-read-unread',
        method: 'PATCH',
        body: { contact_ids: [7], read: true },
      }),
    );
  });

  it('asks for a message before sending, then sends the SMS through send-sms', async () => {
    const writes = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Maya Lopez.*2 unread$/ }));
    const send = await screen.findByRole('button', { name: 'Send' });
    fireEvent.click(send);
    expect(await screen.findByText('The message field is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'On my way' },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(writes).toContainEqual({
        url: '/api/v3/contact/send-sms',
        method: 'POST',
        body: { contact_id: 7, message: 'On my way' },
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe(
        '',
      ),
    );
    expect(toast.success).toHaveBeenCalledWith('SMS has been sent successfully!');
  });

  it('asks for a time ahead before scheduling', async () => {
    serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Maya Lopez.*2 unread$/ }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), {
      target: { value: 'Later' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Schedule' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('The schedule time field is required')).toBeTruthy();
  });
});
