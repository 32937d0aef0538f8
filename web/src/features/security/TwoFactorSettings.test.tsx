import { messages } from '@coachline/contract/messages';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { TwoFactorSettings } from './TwoFactorSettings';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const setup = {
  status: 1,
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Coachline:owner%40example.com?secret=JBSWY3DPEHPK3PXP',
  recovery_codes: ['abcd-efgh', 'ijkl-mnop'],
};

/** The two-factor calls, answered as the server does; the requests are kept. */
function serveTwofa(enable: { status: number; body: unknown }) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('billing/generate-twofa-codes'))
        return new Response(JSON.stringify(setup), { status: 200 });
      if (url.endsWith('billing/enable-twofa'))
        return new Response(JSON.stringify(enable.body), { status: enable.status });
      return new Response(JSON.stringify(buildSession()), { status: 200 });
    }),
  );
  return calls;
}

function renderSettings(enabled = false) {
  seedSignedIn(buildSession({ is_2fa_enabled: enabled }));
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <TwoFactorSettings />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('two-factor settings', () => {
  it('shows the QR code, the key and the recovery codes, then turns on with a code', async () => {
    const calls = serveTwofa({ status: 200, body: { status: 1, message: messages.twofaEnabled } });
    renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByText(setup.secret)).toBeTruthy();
    const codes = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole(
      'listitem',
    );
    expect(codes.map((c) => c.textContent)).toEqual(setup.recovery_codes);

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    // Shown once: the codes go when setup ends.
    await vi.waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull(),
    );
    expect(calls.find((c) => c.url.endsWith('enable-twofa'))?.body).toEqual({ code: '123456' });
  });

  it('keeps the setup and shows the server’s error on a wrong code', async () => {
    serveTwofa({
      status: 422,
      body: { message: messages.invalidTwofaCode, errors: { code: [messages.invalidTwofaCode] } },
    });
    renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    fireEvent.change(await screen.findByLabelText('Code from the app'), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByText(messages.invalidTwofaCode)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Recovery codes' })).toBeTruthy();
  });

  it('asks for the password and a code to turn it off', async () => {
    const calls = serveTwofa({ status: 200, body: {} });
    renderSettings(true);
    expect(screen.getByText('Two-factor authentication is on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await screen.findByText('The password field is required')).toBeTruthy();
    expect(screen.getByText('The code field is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
