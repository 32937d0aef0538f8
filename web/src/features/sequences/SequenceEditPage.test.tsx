import type { Sequence, SequenceMessage } from '@coachline/contract/sequences';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { SequenceEditPage } from './SequenceEditPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

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
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const sequence: Sequence = {
  id: 5,
  title: 'Welcome drip',
  status: 'active',
  folder_id: null,
  ordering: 1,
  scheduled_at: null,
  messages_count: 3,
  email_count: 2,
  sms_count: 1,
  active_count: 2,
  completed_count: 7,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

const message = (
  fields: Partial<SequenceMessage> & Pick<SequenceMessage, 'id' | 'position' | 'type'>,
): SequenceMessage => ({
  sequence_id: 5,
  subject: '',
  body: '',
  schedule_mode: 'delay',
  delay_days: 0,
  send_time: null,
  send_on: null,
  waiting_count: 0,
  sent_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...fields,
});

const messages = [
  message({
    id: 11,
    position: 0,
    type: 'email',
    subject: 'Welcome {{first_name}}',
    body: '<p>Hi</p>',
    sent_count: 9,
  }),
  message({
    id: 12,
    position: 1,
    type: 'sms',
    body: 'See you Monday!',
    delay_days: 2,
    send_time: '09:00',
    waiting_count: 2,
  }),
  message({
    id: 13,
    position: 2,
    type: 'email',
    subject: 'Challenge day',
    body: '<p>Go</p>',
    schedule_mode: 'fixed',
    send_on: '2027-01-03',
    send_time: '07:30',
  }),
];

type Sent = { method: string; url: string; body: unknown };

function serve() {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const page = (data: object[]) => ({
    data,
    current_page: 1,
    last_page: 1,
    per_page: 25,
    total: data.length,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      if (path === 'sequence/5/messages')
        return json({ status: 1, sequence, data: messages, time_zone: 'Europe/Paris' });
      if (path === 'sequence/5/sort-messages')
        return json({ status: 1, message: 'Messages have been sorted successfully!', data: [] });
      if (path === 'sequence/5/add-message')
        return json({
          status: 1,
          message: 'Message has been added successfully!',
          sequence_message: message({ id: 14, position: 3, type: 'sms', body: 'Last one' }),
        });
      if (path === 'sequence/5/users') return json(page([]));
      if (path === 'contact/all')
        return json({
          status: 1,
          data: [{ id: 42, full_name: 'Ann Lee', email: 'ann@example.test' }],
        });
      if (path === 'sequence/5/get-email-count')
        return json({ status: 1, contacts: 1, emails: 2, sms: 1 });
      if (path === 'sequence/add-contact')
        return json({
          status: 1,
          message: 'Contacts have been successfully added to the sequence!',
          affected: 1,
        });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return sent;
}

function renderEditor(at = '/sequences/5/edit') {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/sequences/:sequence/edit" element={<SequenceEditPage />} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const namesIn = (list: HTMLElement) =>
  Array.from(list.children).map((item) => item.getAttribute('aria-label'));

describe('the sequence editor’s messages', () => {
  it('shows the messages in order, each with its schedule in words and its counts', async () => {
    serve();
    renderEditor();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(namesIn(list)).toEqual([
      '1. Welcome {{first_name}}',
      '2. See you Monday!',
      '3. Challenge day',
    ]);
    expect(within(list).getByText('Immediately after joining')).toBeTruthy();
    expect(within(list).getByText('Day 2 after the previous message at 09:00')).toBeTruthy();
    expect(within(list).getByText('On 3 Jan 2027 at 07:30')).toBeTruthy();
    expect(within(list).getByText('SMS · 2 waiting · 0 sent')).toBeTruthy();
    expect(screen.getByText(/Europe\/Paris/)).toBeTruthy();
  });

  it('moves a message down from its menu, sending every message in the new order', async () => {
    const sent = serve();
    renderEditor();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Actions for Welcome {{first_name}}' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('sort-messages'))).toMatchObject({
        method: 'PATCH',
        body: { ids: [12, 11, 13] },
      }),
    );
  });

  it('adds an SMS at the end, with its length and its schedule read back', async () => {
    const sent = serve();
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Add message at the end' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'SMS' }));
    const panel = await screen.findByRole('dialog', { name: 'New SMS' });
    fireEvent.change(within(panel).getByLabelText(/^SMS text/), {
      target: { value: 'Last one, {{first_name}}' },
    });
    expect(within(panel).getByText(/^28 characters · 1 segment/)).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText(/^Days after the previous message/), {
      target: { value: '3' },
    });
    fireEvent.change(within(panel).getByLabelText(/^Time/), { target: { value: '18:30' } });
    expect(within(panel).getByText('Goes: Day 3 after the previous message at 18:30')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add message' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('add-message'))?.body).toEqual({
        type: 'sms',
        subject: '',
        body: 'Last one, {{first_name}}',
        schedule_mode: 'delay',
        delay_days: 3,
        send_time: '18:30',
        send_on: null,
        index: 3,
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Message has been added successfully!');
  });

  it('asks for the date of a message on a date before sending anything', async () => {
    const sent = serve();
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a message at position 2' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'SMS' }));
    const panel = await screen.findByRole('dialog', { name: 'New SMS' });
    fireEvent.change(within(panel).getByLabelText(/^SMS text/), { target: { value: 'Hi' } });
    fireEvent.click(within(panel).getByRole('radio', { name: 'On a date' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add message' }));
    expect(await within(panel).findByText('The date field is required')).toBeTruthy();
    expect(within(panel).getByText('The time field is required')).toBeTruthy();
    expect(sent.some((s) => s.url.endsWith('add-message'))).toBe(false);
  });
});

describe('the sequence editor’s contacts', () => {
  it('says what adding the contacts picked sends before adding them', async () => {
    const sent = serve();
    renderEditor('/sequences/5/edit?tab=contacts');
    expect(await screen.findByText('Nobody on this sequence yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contacts' });
    const picker = within(dialog).getByRole('textbox', { name: 'Contacts' });
    fireEvent.focus(picker);
    fireEvent.click(picker);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Ann Lee (ann@example.test)', hidden: true }),
    );
    expect(
      await within(dialog).findByText('This adds 1 contact: 2 emails and 1 SMS.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contacts' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('sequence/add-contact'))?.body).toEqual({
        sequence_id: 5,
        selection: { ids: [42] },
      }),
    );
  });
});
