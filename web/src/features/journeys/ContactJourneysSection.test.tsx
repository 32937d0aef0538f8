import type { JourneyEnrolment, JourneyHistory } from '@coachline/contract/journeys';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildContact, buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { ContactJourneysSection } from './ContactJourneysSection';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const ann = buildContact({ id: 41, first_name: 'Ann', last_name: 'Lee' });
const person = { id: ann.id, full_name: 'Ann Lee', email: 'ann@example.test' };
const walk: JourneyEnrolment = {
  id: 9,
  journey: { id: 5, name: 'Welcome' },
  contact: person,
  status: 'waiting',
  current_action: 'Wait',
  wake_at: '2026-12-01T09:00:00Z',
  steps_run: 2,
  started_at: '2026-11-28T09:00:00Z',
  finished_at: null,
};
const step = (id: number, event: JourneyHistory['event'], title: string | null) => ({
  id,
  journey: walk.journey,
  contact: person,
  action_id: null,
  action_title: title,
  event,
  detail: '',
  created_at: '2026-11-28T09:00:00Z',
});

/** The contact's journeys and, asked with their contact_id, the steps of one. */
function serve() {
  const asked: string[] = [];
  const page = <T,>(data: T[]) => ({
    data,
    current_page: 1,
    last_page: 1,
    per_page: 25,
    total: data.length,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const path = url.replace('/api/v3/', '').split('?')[0];
      const body =
        path === `contact/${ann.id}/journeys`
          ? page([walk])
          : path === 'journey/5/histories'
            ? page([step(2, 'waiting', 'Wait'), step(1, 'action', 'Add tag')])
            : null;
      return new Response(JSON.stringify(body ?? { message: 'Not found.' }), {
        status: body ? 200 : 404,
      });
    }),
  );
  return asked;
}

describe('the contact profile’s Journeys section', () => {
  it('shows where the contact is, and unfolds the steps taken for them', async () => {
    const asked = serve();
    seedSignedIn(buildSession());
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <ContactJourneysSection contact={ann} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const item = await screen.findByRole('listitem', { name: 'Welcome' });
    expect(within(item).getByText('At Wait')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Show steps' }));
    const steps = await within(item).findByRole('list', { name: 'History' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Wait'), expect.stringContaining('Add tag')]);
    expect(
      asked.some(
        (url) => url.includes('journey/5/histories') && url.includes(`contact_id=${ann.id}`),
      ),
    ).toBe(true);
  });
});
