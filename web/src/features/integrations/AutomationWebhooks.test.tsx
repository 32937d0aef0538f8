import type { ContactTab } from '@coachline/contract/contacts';
import type { AutomationWebhook } from '@coachline/contract/integrations';
import type { Tag } from '@coachline/contract/tags';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { useDialogs } from '../../ui/dialogStore';
import { AutomationWebhooks } from './AutomationWebhooks';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
  useDialogs.setState({ open: [] });
});

const tags: Tag[] = [
  { id: 7, name: 'VIP', tag_type: 1, contacts_count: 3, created_at: '2026-01-01T00:00:00Z' },
  {
    id: 8,
    name: 'Funnel lead',
    tag_type: 1,
    contacts_count: 0,
    created_at: '2026-01-01T00:00:00Z',
  },
];
const tabs: ContactTab[] = [
  { id: 1, group: 'leads', title: 'New leads', value: 'lead', position: 0, count: 4 },
  { id: 2, group: 'clients', title: 'Clients', value: 'client', position: 1, count: 9 },
];

const hookUrl = (key: string) => `https://app.example.com/api/v3/webhooks/automation/${key}`;

const summer: AutomationWebhook = {
  id: 3,
  name: 'Summer funnel',
  url: hookUrl('summer-key'),
  tab: 'client',
  tag_ids: [7],
  received_count: 12,
  last_received_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  created_at: '2026-01-05T10:00:00Z',
};

/**
 * The location's webhooks as the server keeps them: save makes one with a new address (or
 * changes one), delete forgets it; a name of "taken" is refused with a field error.
 */
function serveWebhooks(start: AutomationWebhook[]) {
  let webhooks = start;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace('/api/v3/', '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path === 'integration/fit-funnel-webhooks') return json({ status: 1, data: webhooks });
      if (path === 'tag/list')
        return json({ status: 1, tags: { system: tags, id: [], trigger: [] }, original: tags });
      if (path === 'contact/tabs/list') return json({ status: 1, tabs });
      if (path === 'integration/save-fit-funnel-webhook') {
        if (body.name === 'taken')
          return json(
            {
              message: 'The given data was invalid.',
              errors: { name: ['A webhook has this name already'] },
            },
            422,
          );
        const changed = webhooks.find((w) => w.id === body.id);
        const webhook: AutomationWebhook = changed
          ? { ...changed, name: body.name, tab: body.tab, tag_ids: body.tag_ids }
          : {
              id: 20,
              name: body.name,
              url: hookUrl('new-key'),
              tab: body.tab,
              tag_ids: body.tag_ids,
              received_count: 0,
              last_received_at: null,
              created_at: new Date().toISOString(),
            };
        webhooks = [webhook, ...webhooks.filter((w) => w.id !== webhook.id)];
        return json({ status: 1, message: 'Webhook has been saved successfully!', webhook });
      }
      if (path === 'integration/delete-fit-funnel-webhook') {
        webhooks = webhooks.filter((w) => w.id !== body.id);
        return json({ status: 1, message: 'Webhook has been deleted successfully!' });
      }
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function renderWebhooks(permissions = {}, user = {}) {
  seedSignedIn(buildSession(user, permissions));
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AutomationWebhooks />
        <DialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function pick(label: string, option: string) {
  const dialog = screen.getByRole('dialog', { name: 'New webhook' });
  fireEvent.click(within(dialog).getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('automation webhooks (issue 15 §6)', () => {
  it('says what webhooks are for when there are none, and offers the first', async () => {
    serveWebhooks([]);
    renderWebhooks();
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Automation webhooks' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New webhook' })).toHaveLength(1);
  });

  it('lists each webhook with its address to copy, how to post, its tab, tags and counts', async () => {
    serveWebhooks([summer]);
    renderWebhooks();
    const card = await screen.findByRole('listitem', { name: 'Summer funnel' });
    expect(within(card).getByText(summer.url)).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Copy address of Summer funnel' }),
    ).toBeTruthy();
    expect(within(card).getByText(/curl -X POST 'https:\/\/app.example.com/)).toBeTruthy();
    expect(await within(card).findByText('Clients')).toBeTruthy();
    expect(await within(card).findByText('VIP')).toBeTruthy();
    expect(within(card).getByText('12')).toBeTruthy();
    expect(within(card).getByText('5 min ago')).toBeTruthy();
  });

  it('creates a webhook with its tab and tags, and shows it with its new address', async () => {
    const calls = serveWebhooks([]);
    renderWebhooks();
    fireEvent.click(await screen.findByRole('button', { name: 'New webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'taken' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    expect(await within(dialog).findByText('A webhook has this name already')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Spring funnel' },
    });
    await pick('Tab', 'New leads');
    await pick('Tags', 'Funnel lead');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Webhook has been saved successfully!'),
    );
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      path: 'integration/save-fit-funnel-webhook',
      body: { name: 'Spring funnel', tab: 'lead', tag_ids: [8] },
    });
    const card = await screen.findByRole('listitem', { name: 'Spring funnel' });
    expect(within(card).getByText(hookUrl('new-key'))).toBeTruthy();
    expect(within(card).getByText('Never')).toBeTruthy();
    expect(within(card).getByText('Funnel lead')).toBeTruthy();
  });

  it('changes a webhook’s name, keeping its address', async () => {
    const calls = serveWebhooks([summer]);
    renderWebhooks();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Summer funnel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Summer funnel');
    fireEvent.change(name, { target: { value: 'Autumn funnel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save webhook' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Webhook has been saved successfully!'),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { id: 3, name: 'Autumn funnel', tab: 'client', tag_ids: [7] },
    ]);
    const card = await screen.findByRole('listitem', { name: 'Autumn funnel' });
    expect(within(card).getByText(summer.url)).toBeTruthy();
  });

  it('deletes a webhook only once confirmed', async () => {
    const calls = serveWebhooks([summer]);
    renderWebhooks();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Summer funnel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Webhook has been deleted successfully!'),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: 'integration/delete-fit-funnel-webhook', body: { id: 3 } },
    ]);
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
  });

  it('shows a user who may only view the settings the webhooks, without their actions', async () => {
    serveWebhooks([summer]);
    renderWebhooks({ 'admin-settings': { view: true } }, { company_id: 1 });
    const card = await screen.findByRole('listitem', { name: 'Summer funnel' });
    expect(
      within(card).getByRole('button', { name: 'Copy address of Summer funnel' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New webhook' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Summer funnel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Summer funnel' })).toBeNull();
    // Without the contact centre or tags, the tab is its value and the tags are counted.
    expect(within(card).getByText('client')).toBeTruthy();
    expect(within(card).getByText('1 tag')).toBeTruthy();
  });
});
