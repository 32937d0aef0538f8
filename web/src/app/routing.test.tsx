import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
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
      // The first shell of the file loads its chunks and the contacts page's.
      await screen.findByRole('heading', { level: 1, name: 'Contacts' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(where()).toBe('/contacts');
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeTruthy();
    expect(document.title).toBe('Contacts | Coachline');
  });

  it('lists the built areas in the sidebar, by meta group, and never an area not built', async () => {
    seedSignedIn(buildSession());
    renderAt('/contacts');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const admin = await within(nav).findByRole('group', { name: 'Admin' });
    expect(within(admin).getByRole('link', { name: 'Tags' }).getAttribute('href')).toBe('/tags');
    expect(within(admin).getByRole('link', { name: 'Groups' }).getAttribute('href')).toBe(
      '/groups',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Contacts' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Client Portal' }).getAttribute('href')).toBe(
      '/client-portal',
    );
    // Checkout and admin settings are the spec's items, offered once their screens exist.
    expect(within(nav).queryByRole('link', { name: 'Checkouts' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    // Areas not built yet (opt-ins) are not offered.
    expect(within(nav).queryByRole('link', { name: 'Opt-ins' })).toBeNull();
    const marketing = within(nav).getByRole('group', { name: 'Marketing' });
    expect(within(marketing).getByRole('link', { name: 'Broadcasts' }).getAttribute('href')).toBe(
      '/broadcasts',
    );
    const where = within(nav).getByRole('region', { name: 'Current location' });
    expect(where.textContent).toContain('Owner Gym');
    expect(where.textContent).toContain('Primary account');
  });

  it('closes and opens a meta group of the sidebar, and remembers it', async () => {
    seedSignedIn(buildSession());
    renderAt('/contacts');
    const toggle = await screen.findByRole('button', { name: 'Admin' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem('sidebarCollapsedGroups')).toBe('["Admin"]');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(localStorage.getItem('sidebarCollapsedGroups')).toBeNull();
  });

  it('shows a company user only the areas they may view', async () => {
    seedSignedIn(
      buildSession(
        { company_id: 1, is_organization_owner: false, user_type: 'company_user' },
        { 'contacts-center': { view: true }, groups: { view: true } },
      ),
    );
    renderAt('/contacts');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Groups' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Tags' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Sharing' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Client Portal' })).toBeNull();
  });

  it('offers Sharing to a company user who may view one shareable area', async () => {
    seedSignedIn(
      buildSession(
        { company_id: 1, is_organization_owner: false, user_type: 'company_user' },
        { 'contacts-center': { view: true }, pages: { view: true } },
      ),
    );
    renderAt('/contacts');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const admin = await within(nav).findByRole('group', { name: 'Admin' });
    expect(within(admin).getByRole('link', { name: 'Sharing' }).getAttribute('href')).toBe(
      '/sharing',
    );
    expect(within(nav).queryByRole('link', { name: 'Forms' })).toBeNull();
  });

  it('shows a missing page inside the app frame for a signed-in user', async () => {
    seedSignedIn(buildSession());
    renderAt('/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('shows 403 inside the app frame too', async () => {
    seedSignedIn(buildSession());
    renderAt('/403');
    expect(await screen.findByRole('heading', { name: "You can't do that" })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('shows one Message Center screen on /message-center and /sms-center', async () => {
    seedSignedIn(buildSession());
    renderAt('/message-center');
    const title = { name: 'Message Center', level: 1 };
    expect(await screen.findByRole('heading', title)).toBeTruthy();
    cleanup();
    renderAt('/sms-center');
    expect(await screen.findByRole('heading', title)).toBeTruthy();
  });

  it('signs in automatically on /message-center as on /sms-center', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt('/message-center?auto_login=true&user=1&access_token=abc');
    expect(await screen.findByText('Signing you in…')).toBeTruthy();
  });

  it('shows the shell’s skeleton, not a bare spinner, while a signed-in user’s session loads', async () => {
    seedSignedIn(buildSession());
    queryClient.removeQueries();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt('/contacts');
    const label = await screen.findByText('Loading your account…');
    const status = label.closest('[role="status"]');
    expect(status?.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(5);
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
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
