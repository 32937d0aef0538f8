import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { buildSession, polyfillBrowser } from '../../test/fixtures';
import { SkipTrialModal } from './SkipTrialModal';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

// Lazy chunks load slowly when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderModal(onClose = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <SkipTrialModal opened onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

describe('skip-trial modal (000 §1, §5.2)', () => {
  it('requires a password of at least 8 characters', async () => {
    renderModal();
    const button = screen.getByRole('button', { name: 'Start Paid Account' });
    fireEvent.click(button);
    expect(await screen.findByText('The password field is required')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('The password field is required');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(button);
    expect(await screen.findByText('must be at least 8 characters')).toBeTruthy();
  });

  it('reads Starting while the request runs, then confirms and closes', async () => {
    let release: (r: Response) => void = () => undefined;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        calls.push(url);
        if (url.includes('skip-trial')) {
          return new Promise<Response>((resolve) => {
            release = resolve;
          });
        }
        return Promise.resolve(new Response(JSON.stringify(buildSession())));
      }),
    );
    const onClose = renderModal();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'coachline-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Paid Account' }));
    expect(await screen.findByRole('button', { name: 'Starting' })).toBeTruthy();
    release(
      new Response(
        JSON.stringify({ status: 1, message: 'Paid subscription has been started successfully!' }),
      ),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Paid subscription has been started successfully!');
    expect(calls[0]).toBe('/api/billing/stripe/skip-trial');
    await waitFor(() => expect(calls).toContain('/api/v3/auth/refresh'));
  });
});
