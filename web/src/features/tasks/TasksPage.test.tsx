import type { Task } from '@coachline/contract/tasks';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { theme } from '../../app/theme';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { DialogHost } from '../../ui/DialogHost';
import { TasksPage } from './TasksPage';

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

const overdue: Task = {
  id: 3,
  title: 'Call Ann back',
  description: 'About her trial',
  due_date: '2026-11-02',
  due_time: '14:30',
  due_at: '2026-11-02T14:30:00.000Z',
  overdue: true,
  remind: true,
  assignee: { id: 1, full_name: 'Olivia Owner', email: 'owner@example.com' },
  done: false,
  done_at: null,
  contacts_count: 4,
  contacts: [{ id: 42, full_name: 'Ann Lee', email: 'ann@example.com' }],
  created_at: '2026-11-01T09:00:00.000Z',
};

type Sent = { method: string; url: string; body: unknown };

function serve(tasks: Task[]) {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      sent.push({ method, url, body });
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      if (path === 'task/list-all')
        return json({
          data: tasks,
          current_page: 1,
          last_page: 1,
          per_page: 25,
          total: tasks.length,
        });
      if (path === 'task/assignees') return json({ status: 1, data: [overdue.assignee] });
      if (path === 'contact/all') return json({ status: 1, data: [] });
      if (path === 'task/create')
        return json(
          {
            message: 'The given data was invalid.',
            errors: { due_date: ['Choose the due date for this time'] },
          },
          422,
        );
      return json({ status: 1, message: 'Saved', task: { ...overdue, done: true } });
    }),
  );
  return sent;
}

function renderPage() {
  seedSignedIn(buildSession());
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <TasksPage />
          <DialogHost />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('TasksPage', () => {
  it('shows an empty list with what tasks are for', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No open tasks')).toBeTruthy();
  });

  it('lists a task with its due time, assignee and contacts, and ticks it done', async () => {
    const sent = serve([overdue]);
    renderPage();
    const row = await screen.findByRole('listitem', { name: 'Call Ann back' });
    expect(within(row).getByText(/^Overdue · .*14:30$/)).toBeTruthy();
    expect(within(row).getByText('Ann Lee')).toBeTruthy();
    expect(within(row).getByText('and 3 more')).toBeTruthy();
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Mark Call Ann back as done' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.method === 'PATCH')).toMatchObject({
        url: '/api/v3/task/3/done',
        body: { done: true },
      }),
    );
  });

  it('asks for a new task in a modal and puts the server’s refusal on its field', async () => {
    const sent = serve([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    fireEvent.change(within(dialog).getByLabelText(/^Task/), { target: { value: 'Check in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('Choose the due date for this time')).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('task/create'))?.body).toMatchObject({
      title: 'Check in',
      remind: true,
      contact_ids: [],
    });
  });
});
