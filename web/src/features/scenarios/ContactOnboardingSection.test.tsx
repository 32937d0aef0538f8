import type { Scenario, ScenarioContact } from '@coachline/contract/scenarios';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildContact, buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { ContactOnboardingSection } from './ContactOnboardingSection';

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const ann = buildContact({ id: 41, first_name: 'Ann', last_name: 'Lee' });
const onNewClient: ScenarioContact & { scenario_name: string } = {
  id: 3,
  scenario_id: 7,
  scenario_name: 'New client',
  contact: { id: ann.id, full_name: 'Ann Lee', email: 'ann@example.test' },
  status: 'active',
  assigned_at: '2026-11-20T09:00:00Z',
  paused_at: null,
  completed_steps: 1,
  total_steps: 4,
  completed_at: null,
};
const vip: Scenario = {
  id: 8,
  order: 1,
  name: 'VIP welcome',
  categories_count: 1,
  steps_count: 2,
  contacts_count: 0,
  tags: [],
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

function serve(assigned: (typeof onNewClient)[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const path = url.replace('/api/v3/', '').split('?')[0];
      if (path === `scenarios/contact/${ann.id}`) return json({ status: 1, data: assigned });
      if (path === 'scenarios/all') return json({ status: 1, data: [vip] });
      if (path === `scenarios/7/contacts/${ann.id}/pause`)
        return json({
          status: 1,
          message: 'Paused',
          scenario_contact: { ...onNewClient, status: 'paused' },
        });
      if (path === 'scenarios/8/assign-contacts')
        return json({ status: 1, message: 'Assigned', affected: 1 });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return sent;
}

function renderSection() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ContactOnboardingSection contact={ann} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the contact profile’s Onboarding section', () => {
  it('shows how far the contact got and pauses them', async () => {
    const sent = serve([onNewClient]);
    renderSection();
    const item = await screen.findByRole('listitem', { name: 'New client' });
    expect(within(item).getByRole('link', { name: 'New client' }).getAttribute('href')).toBe(
      '/scenarios/7/edit?tab=contacts',
    );
    expect(within(item).getByText(/1 of 4 steps/)).toBeTruthy();
    expect(
      within(item)
        .getByRole('progressbar', { name: 'Progress on New client' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    fireEvent.click(within(item).getByRole('button', { name: 'Pause on New client' }));
    await vi.waitFor(() =>
      expect(sent.some((s) => s.method === 'POST' && s.url.endsWith('/pause'))).toBe(true),
    );
  });

  it('assigns a scenario picked from every scenario, from the empty state', async () => {
    const sent = serve([]);
    renderSection();
    expect(await screen.findByText('No onboarding yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign onboarding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign onboarding' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Scenario' }));
    fireEvent.click(await screen.findByRole('option', { name: 'VIP welcome', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('scenarios/8/assign-contacts'))?.body).toEqual({
        selection: { ids: [ann.id] },
      }),
    );
  });
});
