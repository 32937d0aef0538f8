import { type ScenarioStep, scenarioMessages } from '@coachline/contract/scenarios';
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
import { ScenarioEditPage } from './ScenarioEditPage';

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
});

const scenario = {
  id: 4,
  order: 0,
  name: 'Welcome',
  categories_count: 1,
  steps_count: 2,
  contacts_count: 1,
  tags: [],
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
};
const step = (id: number, name: string, completed: boolean): ScenarioStep => ({
  id,
  scenario_id: 4,
  category_id: 7,
  name,
  description: `About ${name}`,
  order: id,
  contents: [],
  completed_at: completed ? '2026-11-03T09:00:00.000Z' : null,
});
const video = step(11, 'Watch the video', false);
const intake = step(12, 'Fill in the intake form', false);

type Sent = { method: string; url: string; body: unknown };

function serve() {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      if (path === 'scenarios/all') return json({ status: 1, data: [scenario] });
      if (path === 'scenarios/4/categories')
        return json({
          status: 1,
          data: [{ id: 7, scenario_id: 4, name: 'Getting started', order: 0, steps_count: 2 }],
        });
      if (path === 'categories/7/steps') return json({ status: 1, data: [video, intake] });
      if (path === 'scenarios/4/contacts')
        return json({
          data: [
            {
              id: 1,
              scenario_id: 4,
              contact: { id: 30, full_name: 'Ana Lee', email: 'ana@example.com' },
              status: 'active',
              assigned_at: '2026-11-01T09:00:00.000Z',
              paused_at: null,
              completed_steps: 1,
              total_steps: 2,
              completed_at: null,
            },
          ],
          current_page: 1,
          last_page: 1,
          per_page: 25,
          total: 1,
        });
      if (path === 'scenarios/4/contacts/30/pause') return json({ message: 'Oops' }, 500);
      if (path === 'tag/list') {
        const tag = (id: number, name: string) => ({
          id,
          name,
          tag_type: 1,
          contacts_count: 0,
          created_at: '2026-11-01T09:00:00.000Z',
        });
        const all = [tag(2, 'New client'), tag(3, 'VIP')];
        return json({ status: 1, tags: { system: [], id: all, trigger: [] }, original: all });
      }
      if (path === 'scenarios/4/tags')
        return json({ status: 1, data: [{ id: 2, name: 'New client' }] });
      if (path === 'contents')
        return json({
          data: [
            {
              id: 51,
              data: {
                type: 'video',
                title: 'Gym tour',
                url: 'https://example.test/tour',
                body: '',
              },
              steps_count: 1,
              created_at: '2026-11-01T09:00:00.000Z',
              updated_at: '2026-11-01T09:00:00.000Z',
            },
          ],
          current_page: 1,
          last_page: 1,
          per_page: 100,
          total: 1,
        });
      if (path === 'steps/12/contents')
        return json({ status: 1, message: scenarioMessages.contentAttached, step: intake });
      if (path === 'scenarios/4/update-tags')
        return json({ status: 1, message: 'Tags saved', data: [] });
      if (path === 'steps/11/mark-as-completed')
        return json({
          status: 1,
          message: scenarioMessages.stepCompleted,
          step: { ...video, completed_at: '2026-11-04T09:00:00.000Z' },
          next_step: intake,
        });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return sent;
}

function renderPage(tab = 'steps') {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/scenarios/4/edit?tab=${tab}`]}>
          <Routes>
            <Route path="/scenarios/:scenario/edit" element={<ScenarioEditPage />} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the scenario editor', () => {
  it('shows the categories with their steps, each sortable', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    const category = await screen.findByRole('listitem', { name: 'Getting started' });
    const steps = await within(category).findByRole('list', { name: 'Steps of Getting started' });
    expect(within(steps).getByText('Watch the video')).toBeTruthy();
    expect(within(steps).getByText('About Fill in the intake form')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reorder Watch the video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add step to Getting started' })).toBeTruthy();
  });

  it('puts a content of the library on a step', async () => {
    const sent = serve();
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Add content from the library to Fill in the intake form',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add from the library' });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Content' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gym tour (Video)', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add content' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('steps/12/contents'))).toMatchObject({
        method: 'POST',
        body: { content_id: 51 },
      }),
    );
    // Nothing new is made in the library.
    expect(sent.some((s) => s.method === 'POST' && s.url.endsWith('api/v3/contents'))).toBe(false);
  });

  it('adds a step to a category', async () => {
    const sent = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add step to Getting started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add step' });
    fireEvent.change(within(dialog).getByLabelText(/^Step title/), {
      target: { value: 'Book a call' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add step' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('/steps') && s.method === 'POST')?.body).toEqual({
        category_id: 7,
        name: 'Book a call',
        description: '',
      }),
    );
  });

  it('says the spec’s words when pausing a contact fails', async () => {
    serve();
    renderPage('contacts');
    const row = await screen.findByRole('row', { name: 'Ana Lee' });
    expect(within(row).getByText('1 of 2 steps')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Pause Ana Lee' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(scenarioMessages.restrictClientFailed),
    );
  });

  it('shows the tags given on assignment and saves a new choice', async () => {
    const sent = serve();
    renderPage('contacts');
    const field = await screen.findByRole('textbox', { name: 'Tags given on assignment' });
    await vi.waitFor(() => expect(screen.getByText('New client', { selector: '*' })).toBeTruthy());
    const save = screen.getByRole('button', { name: 'Save tags' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(field);
    fireEvent.click(await screen.findByRole('option', { name: 'VIP', hidden: true }));
    fireEvent.click(save);
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('scenarios/4/update-tags'))?.body).toEqual({
        tag_ids: [2, 3],
      }),
    );
  });

  it('opens the next step once one is completed in the preview', async () => {
    const sent = serve();
    renderPage('preview');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Watch the video' }));
    await vi.waitFor(() =>
      expect(sent.some((s) => s.url.endsWith('steps/11/mark-as-completed'))).toBe(true),
    );
    expect(await screen.findByText('About Fill in the intake form')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(scenarioMessages.stepCompleted);
  });
});
