import { type PortalScenario, scenarioMessages } from '@coachline/contract/scenarios';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser } from '../../test/fixtures';
import { PortalSessionContext } from '../queries';
import OnboardingPage from './OnboardingPage';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const step = (id: number, name: string, completed: boolean) => ({
  id,
  scenario_id: 4,
  category_id: 7,
  name,
  description: `About ${name}`,
  order: id,
  contents:
    id === 12
      ? [
          {
            pivot: {
              id: 90,
              data: { note: 'Before our call', button_label: 'Open the form' },
              order: 0,
            },
            content: {
              id: 5,
              data: { type: 'link' as const, title: 'Intake form', url: 'https://example.com/f' },
              created_at: '2026-11-01T09:00:00.000Z',
              updated_at: '2026-11-01T09:00:00.000Z',
            },
          },
        ]
      : [],
  completed_at: completed ? '2026-11-03T09:00:00.000Z' : null,
});

const scenario = (status: 'active' | 'paused'): PortalScenario => ({
  id: 4,
  name: 'Welcome',
  status,
  branding: [{ name: 'welcome_headline', value: 'Welcome aboard!' }],
  categories: [
    {
      id: 7,
      name: 'Getting started',
      order: 0,
      steps: [step(11, 'Watch the video', false), step(12, 'Fill in the intake form', false)],
    },
  ],
  completed_steps: 0,
  total_steps: 2,
  next_step_id: 11,
});

function serve(status: 'active' | 'paused') {
  const calls: string[] = [];
  const json = (body: unknown, code = 200) => new Response(JSON.stringify(body), { status: code });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/v3/portal/onboarding') return json({ status: 1, data: [scenario(status)] });
      if (url === '/api/v3/portal/onboarding/steps/11/complete')
        return status === 'paused'
          ? json(
              {
                message: scenarioMessages.contactPaused,
                errors: { scenario_step: [scenarioMessages.contactPaused] },
              },
              422,
            )
          : json({
              status: 1,
              message: scenarioMessages.stepCompleted,
              step: { ...step(11, 'Watch the video', true) },
              next_step: step(12, 'Fill in the intake form', false),
            });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <PortalSessionContext.Provider value={{ account: 3, token: 'tok' }}>
          <OnboardingPage />
        </PortalSessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the portal’s onboarding', () => {
  it('lists the steps by category with the progress, the next step open', async () => {
    serve('active');
    renderPage();
    const section = await screen.findByRole('region', { name: 'Welcome' });
    expect(within(section).getByText('Welcome aboard!')).toBeTruthy();
    expect(within(section).getByText('0 of 2 steps done')).toBeTruthy();
    expect(within(section).getByText('About Watch the video')).toBeTruthy();
    expect(within(section).queryByText('About Fill in the intake form')).toBeNull();
  });

  it('completes a step, then opens the next one with its contents', async () => {
    const calls = serve('active');
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Watch the video' }));
    expect(await screen.findByText('About Fill in the intake form')).toBeTruthy();
    expect(screen.getByText('Before our call')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the form' }).getAttribute('href')).toBe(
      'https://example.com/f',
    );
    expect(calls).toContain('/api/v3/portal/onboarding/steps/11/complete');
  });

  it('says why a paused contact cannot tick a step off', async () => {
    serve('paused');
    renderPage();
    expect(await screen.findByText('Your coach has paused this onboarding for now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Watch the video' }));
    expect(await screen.findByText(scenarioMessages.contactPaused)).toBeTruthy();
  });
});
