import { messages } from '@coachline/contract/messages';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { LoginPage } from './LoginPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

// Lazy chunks load slowly when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The sign-in answers 422 on the email, as the API does; the bodies sent are kept. */
function serveWrongCredentials() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? '{}')));
      return new Response(
        JSON.stringify({
          message: messages.invalidCredentials,
          errors: { email: [messages.invalidCredentials] },
        }),
        { status: 422 },
      );
    }),
  );
  return bodies;
}

function renderPage() {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: messages.signIn }));

describe('sign-in form (000 §5.1)', () => {
  it("checks the fields with loginBody's messages before sending", async () => {
    const bodies = serveWrongCredentials();
    renderPage();
    submit();
    expect(await screen.findByText('The email field is required')).toBeTruthy();
    expect(screen.getByText('The password field is required')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('The email field is required');
    type('Email', 'not-an-email');
    type('Password', 'secret');
    submit();
    expect(await screen.findByText('must be a valid email')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends the parsed body and marks the emptied password field on wrong credentials', async () => {
    const bodies = serveWrongCredentials();
    renderPage();
    type('Email', ' Owner@Example.com ');
    type('Password', 'wrong-password');
    submit();
    const password = screen.getByLabelText('Password', { exact: false }) as HTMLInputElement;
    // The message is the password's description: a screen reader reads it with the field.
    await waitFor(() =>
      expect(
        document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe(messages.invalidCredentials),
    );
    expect(screen.getAllByText(messages.invalidCredentials)).toHaveLength(1);
    expect(password.value).toBe('');
    expect(screen.getByLabelText('Email', { exact: false }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
    expect(bodies).toEqual([{ email: 'owner@example.com', password: 'wrong-password' }]);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.unableToSubmitForm));
  });
});
