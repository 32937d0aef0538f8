import { messages } from '@coachline/contract/messages';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { queryClient } from '../queryClient';
import { useSession } from '../session';
import { EditProfileModal } from './EditProfileModal';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

/** The profile update answers 422 on current_password; the bodies sent are kept. */
function serveProfile() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? '{}')));
      return new Response(
        JSON.stringify({
          message: messages.currentPasswordIncorrect,
          errors: { current_password: [messages.currentPasswordIncorrect] },
        }),
        { status: 422 },
      );
    }),
  );
  return bodies;
}

function renderModal() {
  seedSignedIn(buildSession({ email: 'owner@example.com' }));
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <EditProfileModal opened onClose={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('Edit Profile (000 §5.2)', () => {
  it('asks for the current password only when the email or the password changes', async () => {
    renderModal();
    await screen.findByLabelText('Full name');
    expect(screen.queryByLabelText('Current password')).toBeNull();

    type('New password', 'another-secret');
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    type('New password', '');
    expect(screen.queryByLabelText('Current password')).toBeNull();

    type('Email', 'NEW@example.com');
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    type('Email', 'OWNER@example.com');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('requires it before sending, sends it as current_password, and shows the server’s error on it', async () => {
    const bodies = serveProfile();
    renderModal();
    await screen.findByLabelText('Full name');
    type('Email', 'new@example.com');
    save();
    expect(await screen.findByText(messages.currentPasswordRequired)).toBeTruthy();
    expect(bodies).toEqual([]);

    type('Current password', 'wrong-password');
    save();
    expect(await screen.findByText(messages.currentPasswordIncorrect)).toBeTruthy();
    expect(bodies).toEqual([
      expect.objectContaining({ email: 'new@example.com', current_password: 'wrong-password' }),
    ]);
    // The error belongs to the field: its description names it.
    const input = screen.getByLabelText('Current password');
    const [errorId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId ?? '')?.textContent).toBe(
      messages.currentPasswordIncorrect,
    );
  });
});
