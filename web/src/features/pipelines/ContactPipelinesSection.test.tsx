import type { Pipeline, PipelineCard } from '@coachline/contract/pipelines';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildContact, buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { ContactPipelinesSection } from './ContactPipelinesSection';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const ann = buildContact({ id: 41, first_name: 'Ann', last_name: 'Lee' });
const pipeline = (id: number, name: string, stages: [number, string][]): Pipeline => ({
  id,
  name,
  category: 'sales',
  folder_id: null,
  ordering: id,
  stages: stages.map(([stageId, stageName], position) => ({
    id: stageId,
    pipeline_id: id,
    name: stageName,
    position,
    contacts_count: 0,
  })),
  contacts_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});
const sales = pipeline(7, 'Sales', [
  [1, 'New lead'],
  [2, 'Won'],
]);
const events = pipeline(8, 'Events', [
  [3, 'Interested'],
  [4, 'Registered'],
]);
const onSales: PipelineCard & { pipeline: { id: number; name: string }; stage: string } = {
  id: 90,
  pipeline_id: 7,
  stage_id: 1,
  contact: {
    id: 41,
    full_name: 'Ann Lee',
    email: null,
    number: null,
    status: 'lead',
    photo: null,
  },
  notes: '',
  sort: 1,
  added_at: '2026-11-01T09:00:00.000Z',
  entered_at: '2026-11-01T09:00:00.000Z',
  pipeline: { id: 7, name: 'Sales' },
  stage: 'New lead',
};

function serve(stageChange: { status: 0 | 1; message: string }) {
  const sent: { url: string; body: unknown }[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      if (init?.body) sent.push({ url: path, body: JSON.parse(String(init.body)) });
      if (path === 'contact/41/pipelines') return json({ status: 1, data: [onSales] });
      if (path === 'pipeline/list-all') return json({ status: 1, data: [events, sales] });
      if (path === 'pipeline/41/stage-change')
        return json(
          stageChange.status === 1
            ? { ...stageChange, card: { ...onSales, stage_id: 2 } }
            : stageChange,
        );
      if (path === 'pipeline/add-contact')
        return json({
          status: 1,
          message: 'Contacts have been successfully added to pipelines!',
          affected: 1,
        });
      return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
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
          <ContactPipelinesSection contact={ann} />
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.click(within(scope).getByRole('textbox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the contact’s pipelines', () => {
  it('shows each pipeline with its stage and a link to its board, and moves them', async () => {
    const sent = serve({ status: 1, message: 'Moved to Won' });
    renderSection();
    const item = await screen.findByRole('listitem', { name: 'Sales' });
    expect(within(item).getByRole('link', { name: 'Sales' }).getAttribute('href')).toBe(
      '/pipelines/7',
    );
    await vi.waitFor(() =>
      expect(
        (within(item).getByRole('textbox', { name: 'Stage on Sales' }) as HTMLInputElement).value,
      ).toBe('New lead'),
    );
    await choose(item, 'Stage on Sales', 'Won');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Moved to Won'));
    expect(sent).toEqual([
      { url: 'pipeline/41/stage-change', body: { contact_id: 41, pipeline: 7, stage_id: 2 } },
    ]);
  });

  it('says why a stage change was refused', async () => {
    serve({ status: 0, message: 'The contact is already in Won' });
    renderSection();
    const item = await screen.findByRole('listitem', { name: 'Sales' });
    await vi.waitFor(() =>
      expect(within(item).getByRole('textbox', { name: 'Stage on Sales' })).toBeTruthy(),
    );
    await choose(item, 'Stage on Sales', 'Won');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The contact is already in Won'),
    );
  });

  it('adds the contact to a pipeline’s stage', async () => {
    const sent = serve({ status: 1, message: 'Moved' });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to pipeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to pipeline' });
    await choose(dialog, 'Pipeline', 'Events');
    await choose(dialog, 'Stage', 'Registered');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Contacts have been successfully added to pipelines!',
      ),
    );
    expect(sent).toEqual([
      {
        url: 'pipeline/add-contact',
        body: { pipeline_id: 8, stage_id: 4, selection: { ids: [41] } },
      },
    ]);
  });
});
