import type { AnalyticsResponse, Respondent } from '@coachline/contract/forms';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/queryClient';
import { useSession } from '../../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../../test/fixtures';
import { DialogHost } from '../../../ui/DialogHost';
import { FormAnalyticsPanel } from './FormAnalyticsPanel';
import { FormRespondentsPanel } from './FormRespondentsPanel';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const analytics: AnalyticsResponse = {
  status: 1,
  form: { id: 7, title: 'Intake' },
  responses: 4,
  questions: [
    {
      question_id: 1,
      type: 'single_choice',
      title: 'Preferred time',
      answered: 4,
      skipped: 0,
      options: [
        { option: 'Mornings', count: 3 },
        { option: 'Evenings', count: 1 },
      ],
      ratings: [],
      average: null,
      min: null,
      max: null,
      latest: [],
    },
    {
      question_id: 2,
      type: 'rating',
      title: 'Fitness today',
      answered: 2,
      skipped: 2,
      options: [],
      ratings: [1, 2, 3, 4, 5].map((value) => ({ value, count: value === 4 ? 2 : 0 })),
      average: 4,
      min: 4,
      max: 4,
      latest: [],
    },
    {
      question_id: 3,
      type: 'short_text',
      title: 'Your goal',
      answered: 1,
      skipped: 3,
      options: [],
      ratings: [],
      average: null,
      min: null,
      max: null,
      latest: ['Run 5k'],
    },
  ],
};

const nia: Respondent = {
  id: 31,
  form_id: 7,
  public_key: 'pk',
  contact_id: 42,
  name: 'Nia Lane',
  email: 'nia@x.test',
  file_name: 'intake-nia-lane',
  created_at: '2026-01-05T10:00:00.000Z',
};

function serve() {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method ?? 'GET', body: init?.body });
      if (url.includes('form/get-analytics')) return json(analytics);
      if (url.includes('form/delete-submitted-form'))
        return json({
          status: 1,
          message: 'Submitted form(s) have been deleted successfully!',
          deleted: 1,
        });
      if (url.includes('form/get-respondent'))
        return json({ current_page: 1, last_page: 1, per_page: 10, total: 1, data: [nia] });
      return new Response('{}', { status: 404 });
    }),
  );
  return requests;
}

function renderWith(children: ReactNode) {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('FormAnalyticsPanel', () => {
  it('charts each question’s choices with the numbers beside them', async () => {
    const requests = serve();
    renderWith(<FormAnalyticsPanel formId={7} />);
    expect(await screen.findByText('4 responses in all')).toBeTruthy();
    expect(requests[0]?.url).toContain('form/get-analytics?form_id=7');
    const time = screen.getByRole('region', { name: 'Preferred time' });
    expect(
      within(time).getByRole('img', { name: 'Preferred time: answers by option' }),
    ).toBeTruthy();
    const mornings = within(time).getByText('Mornings').closest('li') as HTMLElement;
    expect(mornings.textContent).toBe('Mornings375%');
    const rating = screen.getByRole('region', { name: 'Fitness today' });
    expect(within(rating).getByText('4 of 5')).toBeTruthy();
    expect(within(rating).getByText('2 answered · 2 skipped')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Your goal' })).getByText('Run 5k'),
    ).toBeTruthy();
  });
});

describe('FormRespondentsPanel', () => {
  it('lists who answered, links to the response and deletes one once confirmed', async () => {
    const requests = serve();
    renderWith(<FormRespondentsPanel formId={7} />);
    const table = await screen.findByRole('table', { name: 'Respondents' });
    const open = within(table).getByRole('link', { name: 'Nia Lane' });
    expect(open.getAttribute('href')).toBe('/form/7/response/42/31');
    fireEvent.click(within(table).getByRole('button', { name: 'Delete the response of Nia Lane' }));
    const confirm = await screen.findByRole('dialog');
    expect(requests.some((r) => r.url.includes('delete-submitted-form'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(requests.some((r) => r.url.includes('delete-submitted-form'))).toBe(true),
    );
    const removal = requests.find((r) => r.url.includes('delete-submitted-form'))!;
    expect(removal.method).toBe('DELETE');
    expect(JSON.parse(String(removal.body))).toEqual({ form_id: 7, respondent_ids: [31] });
  });
});
