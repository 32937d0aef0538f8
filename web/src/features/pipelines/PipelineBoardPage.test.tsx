import type { Pipeline, PipelineCard, PipelineStage } from '@coachline/contract/pipelines';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { PipelineBoardPage } from './PipelineBoardPage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  Element.prototype.scrollIntoView = vi.fn();
  // jsdom lays nothing out: a column's scroll area is given a height, so its virtual list
  // builds the cards in view.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const stage = (id: number, name: string, position: number, count: number): PipelineStage => ({
  id,
  pipeline_id: 7,
  name,
  position,
  contacts_count: count,
});
const stages = [stage(1, 'New lead', 0, 2), stage(2, 'Contacted', 1, 1)];
const pipeline: Pipeline = {
  id: 7,
  name: 'Sales',
  category: 'sales',
  folder_id: null,
  ordering: 1,
  stages,
  contacts_count: 3,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};
const card = (contactId: number, name: string, stageId: number, notes = ''): PipelineCard => ({
  id: contactId + 1000,
  pipeline_id: 7,
  stage_id: stageId,
  contact: {
    id: contactId,
    full_name: name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.test`,
    number: null,
    status: 'lead',
    photo: null,
  },
  notes,
  sort: contactId,
  added_at: '2026-11-01T09:00:00.000Z',
  entered_at: '2026-11-01T09:00:00.000Z',
});
const ann = card(101, 'Ann Lee', 1, 'Wants mornings');
const bob = card(102, 'Bob Ray', 1);
const cy = card(103, 'Cy Dee', 2);

type Sent = { method: string; path: string; body: unknown };

/** The board's server; a stage change waits for `answerMove` when `holdMoves` is set. */
function serve(options: { holdMoves?: boolean } = {}) {
  const sent: Sent[] = [];
  let answerMove: (body: unknown) => void = () => undefined;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const column = (cards: PipelineCard[], id: number) => ({
    data: cards,
    current_page: 1,
    last_page: 1,
    per_page: 50,
    total: cards.length,
    stage: stages.find((s) => s.id === id),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (path === 'pipeline/7/stages') return json({ status: 1, pipeline, data: stages });
      if (path === 'pipeline/7/stage/1/info') return json(column([ann, bob], 1));
      if (path === 'pipeline/7/stage/2/info') return json(column([cy], 2));
      if (path === 'pipeline/101/stage-change') {
        if (!options.holdMoves)
          return json({ status: 1, message: 'Moved to Contacted', card: { ...ann, stage_id: 2 } });
        return new Promise<Response>((resolve) => {
          answerMove = (body) => resolve(json(body));
        });
      }
      if (path === 'pipeline/stage/sort-leads')
        return json({ status: 1, message: 'Contacts have been sorted successfully!' });
      if (path === 'pipeline/contact/add-notes')
        return json({
          status: 1,
          message: 'Notes have been saved successfully!',
          card: { ...ann, notes: 'Call after 6' },
        });
      if (path === 'pipeline/7/history')
        return json({ data: [], current_page: 1, last_page: 1, per_page: 25, total: 0 });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return { sent, answerMove: (body: unknown) => answerMove(body) };
}

function renderBoard() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/pipelines/7']}>
          <Routes>
            <Route path="/pipelines/:pipeline" element={<PipelineBoardPage />} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const column = (name: string) => screen.getByRole('list', { name: `Contacts in ${name}` });

async function moveWithMenu(name: string, stageName: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to stage…' }));
  const dialog = await screen.findByRole('dialog', { name: `Move ${name}` });
  fireEvent.click(within(dialog).getByRole('textbox', { name: 'Stage' }));
  fireEvent.click(await screen.findByRole('option', { name: stageName, hidden: true }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
}

describe('the pipeline board', () => {
  it('shows a column per stage with its count and cards', async () => {
    serve();
    renderBoard();
    expect(await screen.findByRole('heading', { name: 'Sales', level: 1 })).toBeTruthy();
    const lead = await screen.findByRole('list', { name: 'Contacts in New lead' });
    const first = await within(lead).findByRole('article', { name: 'Ann Lee' });
    expect(within(first).getByText('ann@example.test')).toBeTruthy();
    expect(within(first).getByText('Wants mornings')).toBeTruthy();
    expect(within(first).getByText(/^In stage \d+ days$/)).toBeTruthy();
    expect(screen.getByLabelText('2 contacts')).toBeTruthy();
    expect(
      await within(column('Contacted')).findByRole('article', { name: 'Cy Dee' }),
    ).toBeTruthy();
  });

  it('moves a card to another stage at once, and puts it back with the server’s reason', async () => {
    const server = serve({ holdMoves: true });
    renderBoard();
    await within(await screen.findByRole('list', { name: 'Contacts in New lead' })).findByRole(
      'article',
      { name: 'Ann Lee' },
    );
    await moveWithMenu('Ann Lee', 'Contacted');
    // Shown in its new stage before the server answers, the counts with it.
    expect(
      await within(column('Contacted')).findByRole('article', { name: 'Ann Lee' }),
    ).toBeTruthy();
    expect(within(column('New lead')).queryByRole('article', { name: 'Ann Lee' })).toBeNull();
    expect(screen.getAllByLabelText('2 contacts')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(server.sent.find((s) => s.path === 'pipeline/101/stage-change')?.body).toEqual({
        contact_id: 101,
        pipeline: 7,
        stage_id: 2,
        index: 0,
      }),
    );
    server.answerMove({
      status: 0,
      message: 'The contact is not on this pipeline: add them first',
    });
    expect(
      await within(column('New lead')).findByRole('article', { name: 'Ann Lee' }),
    ).toBeTruthy();
    expect(within(column('Contacted')).queryByRole('article', { name: 'Ann Lee' })).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('The contact is not on this pipeline: add them first');
  });

  it('keeps a move the server made', async () => {
    serve();
    renderBoard();
    await within(await screen.findByRole('list', { name: 'Contacts in New lead' })).findByRole(
      'article',
      { name: 'Ann Lee' },
    );
    await moveWithMenu('Ann Lee', 'Contacted');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Moved to Contacted'));
    const cards = within(column('Contacted')).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Ann Lee', 'Cy Dee']);
  });

  it('moves a card down its column, sending the cards in their new order', async () => {
    const server = serve();
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await vi.waitFor(() =>
      expect(
        within(column('New lead'))
          .getAllByRole('article')
          .map((c) => c.getAttribute('aria-label')),
      ).toEqual(['Bob Ray', 'Ann Lee']),
    );
    await vi.waitFor(() =>
      expect(server.sent.find((s) => s.path === 'pipeline/stage/sort-leads')?.body).toEqual({
        stage: 1,
        sorting: [102, 101],
      }),
    );
  });

  it('opens a card with its notes, saved on the card', async () => {
    const server = serve();
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Open Ann Lee' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ann Lee' });
    expect(within(drawer).getByRole('link', { name: 'Open Ann Lee’s profile' })).toBeTruthy();
    fireEvent.change(within(drawer).getByRole('textbox', { name: /^Notes/ }), {
      target: { value: 'Call after 6' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save notes' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Notes have been saved successfully!'),
    );
    expect(server.sent.find((s) => s.path === 'pipeline/contact/add-notes')?.body).toEqual({
      pipeline_id: 7,
      contact_id: 101,
      notes: 'Call after 6',
    });
    expect(await within(column('New lead')).findByText('Call after 6')).toBeTruthy();
  });
});
