import type { Pipeline } from '@coachline/contract/pipelines';
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
import { PipelineIndexPage } from './PipelineIndexPage';

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

const sales: Pipeline = {
  id: 7,
  name: 'Spring leads',
  category: 'sales',
  folder_id: null,
  ordering: 2,
  stages: [
    { id: 1, pipeline_id: 7, name: 'New lead', position: 0, contacts_count: 4 },
    { id: 2, pipeline_id: 7, name: 'Won', position: 1, contacts_count: 1 },
  ],
  contacts_count: 5,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
};

const categories = [
  { value: 'sales', title: 'Sales', stages: ['New lead', 'Contacted', 'Won'] },
  { value: 'retention', title: 'Retention', stages: ['At risk', 'Reached out'] },
];

type Sent = { method: string; url: string; body: unknown };

function serve(pipelines: Pipeline[], template: string[] = []) {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      if (path === 'folder/pipelines/list') return json({ status: 1, folders: [], breadcrumb: [] });
      if (path === 'pipeline/list')
        return json({
          data: pipelines,
          current_page: 1,
          last_page: 1,
          per_page: 6,
          total: pipelines.length,
        });
      if (path === 'pipeline/master-stage') return json({ status: 1, data: template });
      if (path === 'pipeline/categories') return json({ status: 1, data: categories });
      if (path === 'pipeline/create')
        return json({
          status: 1,
          message: 'Pipeline has been created successfully!',
          pipeline: { ...sales, id: 9 },
        });
      return json({ message: 'Not found.' }, 404);
    }),
  );
  return sent;
}

function renderPage() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/pipelines']}>
          <Routes>
            <Route path="/pipelines" element={<PipelineIndexPage />} />
            <Route path="/pipelines/:pipeline" element={<p>The board</p>} />
          </Routes>
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the pipelines list', () => {
  it('says what pipelines are for, and waits for a template before creating from it', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No pipelines here yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first pipeline' })).toBeTruthy();
    const fromTemplate = screen.getByRole('button', { name: 'Create from my template' });
    expect(fromTemplate.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(fromTemplate);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each pipeline’s category, stages with their counts and contacts', async () => {
    const onboarding: Pipeline = { ...sales, id: 8, name: 'Intake', category: 'onboarding' };
    const sent = serve([sales, onboarding], ['Lead', 'Client']);
    renderPage();
    const item = await screen.findByRole('listitem', { name: 'Spring leads' });
    expect(within(item).getByText('Sales')).toBeTruthy();
    const stages = within(item).getByRole('list', { name: 'Stages of Spring leads' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((s) => s.textContent),
    ).toEqual(['New lead4', 'Won1']);
    expect(within(item).getByText(/^5 contacts/)).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Reorder Spring leads' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Intake' })).toBeTruthy();
    expect(sent.find((s) => s.url.includes('pipeline/list'))?.url).toContain('folder_id=0');
    await vi.waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: 'Create from my template' })
          .getAttribute('aria-disabled'),
      ).toBeNull(),
    );
  });

  it('creates a pipeline with its category’s stages, edited first, and opens its board', async () => {
    const sent = serve([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create pipeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create pipeline' });
    fireEvent.change(within(dialog).getByLabelText(/^Pipeline name/), {
      target: { value: 'Members at risk' },
    });
    expect(
      await within(dialog).findByDisplayValue('Contacted', {}, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('textbox', { name: /^Category/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Retention', hidden: true }));
    expect(await within(dialog).findByDisplayValue('At risk')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Stage 2' }), {
      target: { value: 'Called' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add stage' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Stage 3' }), {
      target: { value: 'Saved' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create pipeline' }));
    expect(await screen.findByText('The board')).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('pipeline/create'))?.body).toEqual({
      name: 'Members at risk',
      category: 'retention',
      stages: ['At risk', 'Called', 'Saved'],
      folder_id: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Pipeline has been created successfully!');
  });

  it('names an empty stage before creating', async () => {
    const sent = serve([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Create pipeline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create pipeline' });
    fireEvent.change(within(dialog).getByLabelText(/^Pipeline name/), {
      target: { value: 'Events' },
    });
    await within(dialog).findByDisplayValue('Won');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add stage' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create pipeline' }));
    expect(await within(dialog).findByText('The stage name field is required')).toBeTruthy();
    expect(sent.some((s) => s.url.endsWith('pipeline/create'))).toBe(false);
  });
});
