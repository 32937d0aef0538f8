import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSession, polyfillBrowser, seedSignedIn, stubApi } from '../../test/fixtures';
import { queryClient } from '../queryClient';
import { AppRoutes } from '../router';
import { type SessionState, useSession } from '../session';
import { showSpecialPlanAlert, useUi } from '../uiState';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderShell(session = buildSession(), extra: Partial<SessionState> = {}) {
  stubApi({
    'notification/unread-count': { status: 1, portal_chat: 0, sms: 0, total: 0 },
    'stripe/billing-notifications': session.billing_notification,
  });
  seedSignedIn(session, extra);
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        {/* A screen not built yet: the shell around it calls nothing of its own. */}
        <MemoryRouter initialEntries={['/opt-ins']}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// Lazy chunks load slowly when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useUi.setState({ dnsWarningDismissed: false, specialPlanAlert: false, dismissedNotices: [] });
  useSession.setState({ isUserLoggedIn: false, auth: null, freshLogin: false });
});

describe('shell alerts (000 §2.4, §9)', () => {
  it('shows the DNS warning modal when email_dns_missing is set', async () => {
    renderShell(buildSession({ email_dns_missing: true }));
    expect(await screen.findByRole('dialog', { name: 'Email DNS records missing' })).toBeTruthy();
  });

  it('checks the contact limit 3 s after a fresh sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = buildSession();
    session.membership = { contacts_space: 100, contacts_count: 80, contacts_used: 80 };
    renderShell(session, { freshLogin: true });
    await screen.findByText('Opt-ins is not built yet.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(await screen.findByRole('dialog', { name: 'Approaching contact limit' })).toBeTruthy();
    expect(screen.getByText(/used 80% of your contacts space, 20 contacts remaining/)).toBeTruthy();
    expect(useSession.getState().freshLogin).toBe(false);
  });

  it('says the limit is reached at 100%', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const session = buildSession();
    session.membership = { contacts_space: 100, contacts_count: 100, contacts_used: 100 };
    renderShell(session, { freshLogin: true });
    await screen.findByText('Opt-ins is not built yet.');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(await screen.findByRole('dialog', { name: 'Contact limit reached' })).toBeTruthy();
  });

  it('closing the special-plan alert goes to contacts', async () => {
    showSpecialPlanAlert(true);
    renderShell();
    const dialog = await screen.findByRole('dialog', { name: 'Special plan' });
    fireEvent.click(dialog.querySelector('button:last-of-type') as HTMLButtonElement);
    await screen.findByRole('heading', { level: 1, name: 'Contacts' }, { timeout: 5000 });
    expect(screen.getByTestId('where').textContent).toBe('/contacts');
  });

  it('shows one notice: the expiring card first, and it can be dismissed', async () => {
    const session = buildSession({ email_status: false });
    session.billing_notification = {
      ...session.billing_notification,
      card_expire_notification: true,
      card_expire_in_days: 5,
      is_payment_failed: true,
    };
    renderShell(session);
    expect(
      await screen.findByText('Your card expires in 5 days. Please update your payment method.'),
    ).toBeTruthy();
    expect(screen.queryByText(/payment method was declined/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(/payment method was declined/)).toBeTruthy();
  });

  it('shows the version banner when has_latest_version is false', async () => {
    renderShell(buildSession({ has_latest_version: false }));
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
