import type { AutomationWebhook } from '@coachline/contract/integrations';
import type { JourneyAction, JourneyDetails } from '@coachline/contract/journeys';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { JourneyEditPage } from './JourneyEditPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  // An opened select scrolls to the option chosen.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const card = (fields: Partial<JourneyAction> & Pick<JourneyAction, 'id' | 'type' | 'title'>) =>
  ({
    automation_id: 5,
    parent_id: null,
    branch: null,
    position: 0,
    settings: {},
    incomplete: null,
    ...fields,
  }) satisfies JourneyAction;

/** A welcome journey: a tag starts it; an email, then if/else on a tag, then a wait. */
const details: JourneyDetails = {
  id: 5,
  name: 'Welcome series',
  status: 'disabled',
  folder_id: null,
  ordering: 1,
  action: 10,
  action_type: 'send_email',
  action_title: 'Send email',
  triggers_count: 1,
  actions_count: 4,
  active_count: 0,
  completed_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  webhook_secret: 'whsec_test',
  triggers: [
    {
      id: 3,
      automation_id: 5,
      type: 'tag_added',
      title: 'Tag added',
      settings: { tag_id: 7 },
      incomplete: null,
    },
  ],
  actions: [
    card({
      id: 13,
      type: 'wait',
      title: 'Wait',
      position: 2,
      settings: { amount: 2, unit: 'days' },
    }),
    card({
      id: 11,
      type: 'condition',
      title: 'If / else',
      position: 1,
      settings: { match: 'all', rules: [{ kind: 'tag', op: 'has', tag_id: 7 }] },
    }),
    card({ id: 10, type: 'send_email', title: 'Send email', settings: { subject: 'Welcome!' } }),
    card({
      id: 12,
      type: 'add_tag',
      title: 'Add tag',
      parent_id: 11,
      branch: 'yes',
      incomplete: 'The tag field is required',
    }),
  ],
};

/** The welcome journey started by a lead posted to the "Summer funnel" webhook instead. */
const webhookTrigger = {
  id: 4,
  automation_id: 5,
  type: 'webhook_received',
  title: 'Webhook received',
  settings: { webhook_id: 9 },
  incomplete: null,
} as const;
const startedByWebhook: JourneyDetails = { ...details, triggers: [webhookTrigger] };

const webhook = (id: number, name: string): AutomationWebhook => ({
  id,
  name,
  url: `https://app.example.com/api/v3/webhooks/automation/key-${id}`,
  tab: null,
  tag_ids: [],
  received_count: 0,
  last_received_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
});

const refusal = 'This journey can’t be enabled yet: Add tag: The tag field is required';

type Sent = { method: string; url: string; body: unknown };

function serve(journey: JourneyDetails = details) {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      if (path === 'journey/5/details') return json({ status: 1, journey });
      if (path === 'journey/links')
        return json({
          status: 1,
          data: [{ kind: 'tag', id: 7, name: 'VIP', used_by: ['Tag added', 'If / else'] }],
        });
      if (path === 'tag/list')
        return json({ status: 1, tags: { system: [], id: [], trigger: [] }, original: [] });
      if (path === 'form/list-all') return json({ status: 1, data: [], truncated: false });
      if (path === 'integration/fit-funnel-webhooks')
        return json({
          status: 1,
          data: [webhook(10, 'Spring form'), webhook(9, 'Summer funnel')],
        });
      if (path === 'journey/trigger/4/update')
        return json({
          status: 1,
          message: 'Trigger has been saved successfully!',
          trigger: { ...webhookTrigger, settings: { webhook_id: 10 } },
        });
      if (path === 'journey/5/change-status')
        return json({ message: 'The given data was invalid.', errors: { status: [refusal] } }, 422);
      if (path === 'journey/5/create-action')
        return json({
          status: 1,
          message: 'Action has been saved successfully!',
          action: card({ id: 30, type: 'wait', title: 'Wait' }),
        });
      if (path === 'journey/action/10/update')
        return json({
          status: 1,
          message: 'Action has been saved successfully!',
          action: card({ id: 10, type: 'send_email', title: 'Send email' }),
        });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return sent;
}

function renderBuilder(session = buildSession()) {
  seedSignedIn(session);
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/journeys/5/edit']}>
          <Routes>
            <Route path="/journeys/:journey/edit" element={<JourneyEditPage />} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const namesIn = (list: HTMLElement) =>
  Array.from(list.children).map((item) => item.getAttribute('aria-label'));

describe('the journey builder', () => {
  it('draws the triggers, the actions in order and the if/else with its two branches', async () => {
    serve();
    renderBuilder();
    const triggers = await screen.findByRole('list', { name: 'Triggers' });
    expect(await within(triggers).findByText('Tag “VIP” is added')).toBeTruthy();
    const main = screen.getByRole('list', { name: 'Actions' });
    expect(namesIn(main)).toEqual(['Send email', 'If / else', 'Wait']);
    expect(within(main).getByText('Subject: Welcome!')).toBeTruthy();
    expect(within(main).getByText('For 2 days')).toBeTruthy();
    expect(within(main).getByText('If has tag “VIP”')).toBeTruthy();
    const yes = screen.getByRole('list', { name: 'Yes branch of If / else' });
    expect(namesIn(yes)).toEqual(['Add tag']);
    // The card says what it lacks, in words beside the colour.
    expect(within(yes).getByText('The tag field is required')).toBeTruthy();
    expect(within(yes).getByText('Incomplete:')).toBeTruthy();
    expect(screen.getByText('Nothing here: contacts go straight on.')).toBeTruthy();
  });

  it('adds an action between two cards, and at the end of a branch', async () => {
    const sent = serve();
    renderBuilder();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add an action at position 2 of Actions' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Wait' }));
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.url.endsWith('create-action')).map((s) => s.body)).toEqual([
        { type: 'wait', place: { parent_id: null, branch: null, index: 1 } },
      ]),
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Add action to the end of No branch of If / else' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Send SMS' }));
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.url.endsWith('create-action')).at(-1)?.body).toEqual({
        type: 'send_sms',
        place: { parent_id: 11, branch: 'no' },
      }),
    );
  });

  it('shows why the server refuses to enable the journey, under the switch and not as a form’s toast', async () => {
    const sent = serve();
    renderBuilder();
    fireEvent.click(await screen.findByRole('switch', { name: 'Journey enabled' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({ status: 'enabled' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('opens a card’s settings beside the flow and saves them', async () => {
    const sent = serve();
    renderBuilder();
    const main = await screen.findByRole('list', { name: 'Actions' });
    fireEvent.click(within(main).getByRole('button', { name: /^Send email/ }));
    const panel = await screen.findByRole('dialog', { name: 'Send email settings' });
    expect((within(panel).getByLabelText('Subject') as HTMLInputElement).value).toBe('Welcome!');
    expect(within(panel).getByText('The body field is required')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText(/^Body/), {
      target: { value: 'Hi {{first_name}}' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save action' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('journey/action/10/update'))?.body).toEqual({
        settings: { subject: 'Welcome!', body: 'Hi {{first_name}}' },
      }),
    );
  });

  it('names a webhook trigger’s webhook and picks another of Admin Settings’ webhooks', async () => {
    const sent = serve(startedByWebhook);
    renderBuilder();
    const triggers = await screen.findByRole('list', { name: 'Triggers' });
    expect(
      await within(triggers).findByText('Webhook “Summer funnel” receives a lead'),
    ).toBeTruthy();
    fireEvent.click(within(triggers).getByRole('button', { name: /^Webhook received/ }));
    const panel = await screen.findByRole('dialog', { name: 'Webhook received settings' });
    fireEvent.click(within(panel).getByRole('textbox', { name: 'Webhook' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Spring form', hidden: true }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save trigger' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('journey/trigger/4/update'))?.body).toEqual({
        settings: { webhook_id: 10 },
      }),
    );
  });

  it('tells a user who may not see Admin Settings that only its viewers pick the webhook', async () => {
    const sent = serve(startedByWebhook);
    renderBuilder(buildSession({ company_id: 1 }, { journeys: { view: true, update: true } }));
    const triggers = await screen.findByRole('list', { name: 'Triggers' });
    expect(await within(triggers).findByText('A webhook receives a lead')).toBeTruthy();
    fireEvent.click(within(triggers).getByRole('button', { name: /^Webhook received/ }));
    const panel = await screen.findByRole('dialog', { name: 'Webhook received settings' });
    expect(within(panel).getByText(/^Only users who may see Admin Settings/)).toBeTruthy();
    expect(within(panel).queryByRole('textbox', { name: 'Webhook' })).toBeNull();
    expect(within(panel).queryByRole('spinbutton')).toBeNull();
    expect(sent.some((s) => s.url.includes('fit-funnel-webhooks'))).toBe(false);
  });
});
