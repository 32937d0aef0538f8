import type { Tag } from '@coachline/contract/tags';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { TagIndexPage } from './TagIndexPage';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const vip: Tag = {
  id: 3,
  name: 'VIP',
  tag_type: 1,
  contacts_count: 2,
  created_at: '2026-01-05T10:00:00.000Z',
};
const taken = 'The name has already been taken.';

/** tag/list answers VIP; tag/create refuses "VIP" and saves anything else. */
function serveTags() {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url.endsWith('tag/list')) {
        const tags = { system: [vip], id: [], trigger: [] };
        return new Response(JSON.stringify({ status: 1, tags, original: [vip] }));
      }
      const body = JSON.parse(String(init?.body)) as { name: string };
      if (body.name === 'VIP') {
        return new Response(JSON.stringify({ message: taken, errors: { name: [taken] } }), {
          status: 422,
        });
      }
      const tag = { ...vip, id: 4, name: body.name, contacts_count: 0 };
      return new Response(JSON.stringify({ status: 1, message: 'Tag has been saved!', tag }));
    }),
  );
  return calls;
}

function renderPage() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <TagIndexPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function openCreate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create tag' }));
  return screen.findByRole('dialog', { name: 'Create tag' });
}

describe('the tag form', () => {
  it("checks the name with the contract's message before sending", async () => {
    const calls = serveTags();
    renderPage();
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText('The name field is required')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("puts the server's refusal on the name", async () => {
    serveTags();
    renderPage();
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'VIP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText(taken)).toBeTruthy();
  });

  it('reads the tags again after a save', async () => {
    const calls = serveTags();
    renderPage();
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Morning' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('tag/list')).length).toBe(2));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('tag/create'))).toBe(true);
  });
});
