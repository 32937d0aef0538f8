import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession, polyfillBrowser, seedSignedIn, stubApi } from '../test/fixtures';
import { queryClient } from './queryClient';
import { AppRoutes } from './router';
import { useSession } from './session';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

// Lazy chunks load slowly when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);

beforeEach(() => {
  stubApi({
    'notification/unread-count': { status: 1, portal_chat: 2, sms: 1, total: 3 },
    'stripe/billing-notifications': buildSession().billing_notification,
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  useSession.setState({
    auth: null,
    isUserLoggedIn: false,
    isAccountAcitve: false,
    isAccountHibernated: false,
    isAccountSuspended: false,
  });
  vi.unstubAllGlobals();
});

describe('router and guard', () => {
  it('sends a visitor on a protected route to Login', async () => {
    renderAt('/contacts');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(where()).toBe('/login');
  });

  it('shows the login screen on / too', async () => {
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(document.title).toBe('Login | Coachline');
  });

  it('sends an unknown path to the 404 page', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(where()).toBe('/404');
  });

  it('takes a signed-in owner from Login to the contacts area inside the shell', async () => {
    seedSignedIn(buildSession());
    renderAt('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contacts' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(where()).toBe('/contacts');
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkouts' })).toBeTruthy();
    expect(document.title).toBe('Contacts | Coachline');
  });

  it('denies an area the company user may not view and hides Settings', async () => {
    seedSignedIn(
      buildSession(
        { company_id: 1, is_organization_owner: false, user_type: 'company_user' },
        { 'contacts-center': { view: true } },
      ),
    );
    renderAt('/admin-settings');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(where()).toBe('/access-denied');
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('sends an inactive account to PaymentActionRequired', async () => {
    seedSignedIn(buildSession({ is_account_active: false }));
    renderAt('/contacts');
    expect(await screen.findByRole('heading', { name: 'Payment action required' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Paid Account' })).toBeTruthy();
  });

  it('sends checkout routes to 404 when checkout is off', async () => {
    seedSignedIn(buildSession({ checkout_enabled: false }));
    renderAt('/checkout/orders');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows breadcrumbs from the route meta', async () => {
    seedSignedIn(buildSession());
    renderAt('/checkout/orders');
    expect(await screen.findByText('Orders is not built yet.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.textContent).toContain('Checkout');
    expect(nav.textContent).toContain('Orders');
  });
});
