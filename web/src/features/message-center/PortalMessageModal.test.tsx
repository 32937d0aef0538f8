import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { buildContact, polyfillBrowser } from '../../test/fixtures';
import { PortalMessageModal } from './PortalMessageModal';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({
  toast: vi.fn(),
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

/** Records what the dialog posts, answering as the server would. */
function serve() {
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response(
        JSON.stringify({
          status: 1,
          message: 'Portal message has been sent successfully!',
          log: {
            key: 'portal-outbound-1',
            id: 1,
            contact_id: 3,
            channel: 'portal',
            direction: 'outbound',
            body: 'Hello',
            created_at: new Date().toISOString(),
            status: null,
            error: null,
            sent_by: 'Coach',
          },
        }),
        { status: 200 },
      );
    }),
  );
  return posted;
}

function renderModal(schedule: boolean, onClose = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <PortalMessageModal
          contact={buildContact({ id: 3, first_name: 'Ana', last_name: 'Park' })}
          schedule={schedule}
          onClose={onClose}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

describe('PortalMessageModal', () => {
  it('sends the message now through the profile’s call, without a time', async () => {
    const posted = serve();
    const onClose = renderModal(false);
    expect(await screen.findByText('Portal message to Ana Park')).toBeTruthy();
    expect(screen.queryByText('Send at')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Hello' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send portal message' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([
      { url: '/api/v3/contact/send-portal-message', body: { contact_id: 3, message: 'Hello' } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Portal message has been sent successfully!');
  });

  it('asks for the message and the time before scheduling', async () => {
    const posted = serve();
    renderModal(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/message field is required/i)).toBeTruthy();
    expect(await screen.findByText(/schedule time field is required/i)).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
