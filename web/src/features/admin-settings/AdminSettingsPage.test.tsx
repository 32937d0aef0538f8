import type { EmailDomain } from '@coachline/contract/email-domains';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { AdminSettingsPage } from './AdminSettingsPage';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const domain: EmailDomain = {
  id: 7,
  domain: 'mail.gym.example',
  is_verified: false,
  is_active: true,
  enabled: true,
  location_ids: [],
  dns_details: [
    {
      purpose: 'spf',
      type: 'TXT',
      host: 'mail.gym.example',
      value: 'v=spf1 include:spf.coachline.app ~all',
      is_verified: true,
    },
    {
      purpose: 'dkim',
      type: 'TXT',
      host: 'coachline1._domainkey.mail.gym.example',
      value: 'v=DKIM1; k=rsa; p=MIIB',
      is_verified: false,
    },
    {
      purpose: 'return_path',
      type: 'CNAME',
      host: 'bounces.mail.gym.example',
      value: 'bounces.coachline.app',
      is_verified: null,
    },
  ],
  senders: [],
  verified_at: null,
  created_at: '2026-01-05T10:00:00.000Z',
};

function renderAt(path: string, domains: EmailDomain[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 1, domains }))),
  );
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AdminSettingsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Admin Settings', () => {
  it('opens the Email domains tab with no domain yet', async () => {
    renderAt('/admin-settings?module=messaging&tab=email-domains', []);
    expect(await screen.findByRole('tab', { name: 'Email domains', selected: true })).toBeTruthy();
    expect(await screen.findByText('No sending domains yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add your first domain' })).toBeTruthy();
  });

  it('lists a domain’s records with what the last check found, each with copy buttons', async () => {
    renderAt('/admin-settings?tab=email-domains', [domain]);
    const records = await screen.findByRole('table', { name: 'DNS records of mail.gym.example' });
    const rows = within(records).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'Found',
      'Missing',
      'Not checked',
    ]);
    expect(within(records).getByRole('button', { name: 'Copy DKIM value' })).toBeTruthy();
    expect(within(records).getByRole('button', { name: 'Copy Return path host' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'mail.gym.example' });
    expect(within(card).getByText('Not verified')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Verify mail.gym.example' })).toBeTruthy();
    expect(within(card).getByRole('switch', { name: 'Send from mail.gym.example' })).toBeTruthy();
  });
});
