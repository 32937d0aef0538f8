import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { AppRoutes } from '../../app/router';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn, stubApi } from '../../test/fixtures';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  useSession.setState({ auth: null, isUserLoggedIn: false });
  vi.unstubAllGlobals();
});

function renderApps(fitFunnels: number, staff = false) {
  stubApi({
    'notification/unread-count': { status: 1, portal_chat: 0, sms: 0, total: 0 },
    'stripe/billing-notifications': buildSession().billing_notification,
    'contact/import-log': { status: 1, data: [] },
  });
  const session = buildSession();
  const user = staff
    ? { ...session.user, is_organization_owner: false, company_id: session.user.id }
    : session.user;
  seedSignedIn({ ...session, user, integrations: { fit_funnels: fitFunnels } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/apps']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Apps', () => {
  it('shows a card for every built area: icon, title, pin mark and Launch', async () => {
    renderApps(1);
    // The first test loads the page's chunk.
    const contacts = await screen.findByRole('article', { name: 'Contacts' }, { timeout: 20_000 });
    const launch = within(contacts).getByRole('link', { name: 'Launch Contacts' });
    expect(launch.getAttribute('href')).toBe('/contacts');
    expect(launch.getAttribute('target')).toBeNull();
    // The account's module (contacts) is where sign-in lands: its card is pinned.
    expect(within(contacts).getByText('Pinned')).toBeTruthy();
    const tags = screen.getByRole('article', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'Launch Tags' }).getAttribute('href')).toBe(
      '/tags',
    );
    expect(within(tags).queryByText('Pinned')).toBeNull();
    expect(screen.getByRole('article', { name: 'Groups' })).toBeTruthy();
  });

  it('opens the Content Machine wizard for the owner of an account that has it', async () => {
    renderApps(1);
    const card = await screen.findByRole('article', { name: 'Content Machine™' });
    fireEvent.click(within(card).getByRole('button', { name: 'Launch Content Machine™' }));
    const wizard = await screen.findByRole('dialog', { name: 'Content Machine™' });
    expect(
      within(wizard).getByRole('heading', { name: 'Import Your CSV Content File' }),
    ).toBeTruthy();
    expect(within(wizard).getByRole('button', { name: 'Begin Import' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers no Content Machine to staff', async () => {
    renderApps(1, true);
    // Staff without permissions: no areas, and no Content Machine either.
    await screen.findByText('No apps to open yet');
    expect(screen.queryByRole('article', { name: 'Content Machine™' })).toBeNull();
  });

  it('opens Import History from the three-dot menu', async () => {
    renderApps(1);
    const contacts = await screen.findByRole('article', { name: 'Contacts' });
    fireEvent.click(within(contacts).getByRole('button', { name: 'Contacts options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Import History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import History' });
    expect(dialog).toBeTruthy();
  });

  it('answers the Content Machine card without access with the blocked modal', async () => {
    renderApps(0);
    const card = await screen.findByRole('article', { name: 'Content Machine™' });
    fireEvent.click(within(card).getByRole('button', { name: 'Launch Content Machine™' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        "Oops! It looks like you don't have access to the Content Machine™. Please contact support to learn how to get access.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      'mailto:support@coachline.app?subject=Upgrade%20Plan',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });
});
