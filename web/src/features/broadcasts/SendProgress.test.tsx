import { realtimeEvents } from '@coachline/contract/api';
import {
  type Broadcast,
  type BroadcastProgressEvent,
  emptyRecipients,
} from '@coachline/contract/broadcasts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { SendProgress } from './SendProgress';

const realtime = vi.hoisted(() => ({ listeners: new Map<string, (payload: unknown) => void>() }));
vi.mock('../../app/realtime', () => ({
  onRealtime: (event: string, listener: (payload: unknown) => void) => {
    realtime.listeners.set(event, listener);
    return () => realtime.listeners.delete(event);
  },
}));

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const sending: Broadcast = {
  id: 7,
  title: 'Spring news',
  subject: 'Spring',
  body: '<p>Hi</p>',
  sender_id: null,
  recipients: emptyRecipients,
  status: 'sending',
  template_id: null,
  parent_id: null,
  scheduled_at: null,
  started_at: '2026-05-01T10:00:00.000Z',
  finished_at: null,
  recipients_count: 3,
  sent_count: 0,
  failed_count: 0,
  opened_count: 0,
  clicked_count: 0,
  bounced_count: 0,
  excluded_count: 1,
  created_by: null,
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
};

const publish = (event: BroadcastProgressEvent) =>
  act(() => realtime.listeners.get(realtimeEvents.broadcastProgress)?.(event));

const event = (over: Partial<BroadcastProgressEvent>): BroadcastProgressEvent => ({
  broadcast_id: 7,
  status: 'sending',
  recipients_count: 3,
  sent_count: 0,
  failed_count: 0,
  ...over,
});

describe('a send’s progress', () => {
  it('moves with the realtime events of its broadcast, to the end', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <SendProgress broadcast={sending} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('0 of 3 sent');

    publish(event({ sent_count: 2 }));
    expect(screen.getByRole('status').textContent).toBe('2 of 3 sent');
    expect(
      screen.getByRole('progressbar', { name: 'Sent so far' }).getAttribute('aria-valuenow'),
    ).toBe(String((2 / 3) * 100));

    // Another broadcast's event changes nothing.
    publish(event({ broadcast_id: 8, sent_count: 3, status: 'sent' }));
    expect(screen.getByRole('status').textContent).toBe('2 of 3 sent');
    expect(invalidate).not.toHaveBeenCalled();

    publish(event({ sent_count: 3, status: 'sent' }));
    expect(screen.getByRole('status').textContent).toBe('3 of 3 sent');
    expect(screen.getByText('Sent')).toBeTruthy();
    // The report's numbers are read again once the send has ended.
    expect(invalidate).toHaveBeenCalled();
  });
});
