import { progressMessages } from '@coachline/contract/progress-tracking';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser } from '../../test/fixtures';
import { buildCategory, buildSection, buildTracking } from './fixtures';
import { ProgressEditPage } from './ProgressEditPage';
import { sortFailed } from './queries';
import { renderAt, resetAfterTest, serveApi } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

// jsdom lays nothing out, so dnd-kit's sensors find no place to drop: the test drops through
// the list's own drop handler (the categories' list, the first one rendered), caught here.
const drag = vi.hoisted(() => ({ ends: new Map<string, (event: unknown) => void>() }));
vi.mock('@dnd-kit/core', async (importOriginal) => {
  const real = await importOriginal<typeof import('@dnd-kit/core')>();
  return {
    ...real,
    DndContext: (props: Parameters<typeof real.DndContext>[0]) => {
      const text = props.accessibility?.screenReaderInstructions?.draggable ?? '';
      drag.ends.set(text, props.onDragEnd as (event: unknown) => void);
      return <real.DndContext {...props} />;
    },
  };
});

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(resetAfterTest);

const weekly = buildTracking(1, 'Weekly check-in');
const weight = buildCategory(10, 'Weight', 'kg');
const waist = buildCategory(11, 'Waist', 'cm');
const week = buildSection(20, 'Your week', [
  {
    id: 30,
    section_id: 20,
    type: 'scale',
    label: 'How did you sleep?',
    unit: '',
    required: true,
    order: 0,
  },
]);

function serve(sortStatus = 200) {
  return serveApi((path, _method, body) => {
    if (path === 'progress-tracking/1/refresh')
      return { status: 1, message: '', progress_tracking: weekly, categories: [weight, waist] };
    if (path === 'progress-tracking/1/question-sections') return { status: 1, data: [week] };
    if (path === 'progress-tracking/update-category')
      return {
        status: 1,
        message: progressMessages.categorySaved,
        category: { ...buildCategory(12, body.name, body.unit), relation: body.relation },
      };
    if (path === 'progress-tracking/save-custom-question')
      return {
        status: 1,
        message: progressMessages.questionSaved,
        question: { id: 31, order: 1, ...body },
      };
    if (path === 'progress-tracking/1/contacts')
      return {
        data: [
          {
            id: 3,
            contact: { id: 30, full_name: 'Ana Lee', email: 'ana@example.com' },
            status: 'active',
            added_at: '2026-11-01T09:00:00.000Z',
            removed_at: null,
            submissions_count: 4,
            last_submitted_at: '2026-11-20T09:00:00.000Z',
          },
        ],
        current_page: 1,
        last_page: 1,
        per_page: 25,
        total: 1,
      };
    if (path === 'progress-tracking/1/leaderboard')
      return {
        status: 1,
        data: [{ contact_id: 30, full_name: 'Ana Lee', percent: 62.4, rank: 1 }],
      };
    if (path === 'progress-tracking/1/resend-reminder')
      return [422, { message: 'Invalid', errors: { contact_id: [progressMessages.noReminder] } }];
    if (path === 'progress-tracking/1/update')
      return {
        status: 1,
        message: progressMessages.updated,
        progress_tracking: { ...weekly, reminder: { type: 1, weekdays: [1, 4], time: '09:00' } },
      };
    if (path === 'progress-tracking/short-categories')
      return sortStatus === 200
        ? { status: 1, data: [waist, weight] }
        : [sortStatus, { message: 'Server error' }];
    return undefined;
  });
}

const renderPage = (tab = '') =>
  renderAt(`/progress-tracking/1/edit${tab}`, {
    '/progress-tracking/:progress_tracking/edit': <ProgressEditPage />,
  });

const categoryNames = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

const dropCategory = (active: number, over: number) => {
  const end = [...drag.ends.entries()].find(([text]) => text.includes('a category'))?.[1];
  return act(() => end?.({ active: { id: active }, over: { id: over } }));
};

describe('the progress tracking editor', () => {
  it('shows the metrics and the question sections with their questions', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Weekly check-in' })).toBeTruthy();
    const category = await screen.findByRole('listitem', { name: 'Weight' });
    expect(within(category).getByText('kg · should decrease')).toBeTruthy();
    const section = await screen.findByRole('listitem', { name: 'Your week' });
    const questions = within(section).getByRole('list', { name: 'Questions of Your week' });
    expect(within(questions).getByText('How did you sleep?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reorder Weight' })).toBeTruthy();
  });

  it('adds a custom category', async () => {
    const sent = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    fireEvent.change(within(dialog).getByLabelText(/^Category name/), {
      target: { value: 'Arms' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Unit/), { target: { value: 'cm' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Increase' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('update-category'))?.body).toEqual({
        progress_tracking_id: 1,
        name: 'Arms',
        unit: 'cm',
        relation: 'increase',
      }),
    );
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(progressMessages.categorySaved),
    );
  });

  it('adds a question to a section', async () => {
    const sent = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add question to Your week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add question' });
    fireEvent.change(within(dialog).getByLabelText(/^Question/), {
      target: { value: 'Hours of sleep' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Unit/), { target: { value: 'h' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Required' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('save-custom-question'))?.body).toEqual({
        section_id: 20,
        type: 'number',
        label: 'Hours of sleep',
        unit: 'h',
        required: true,
      }),
    );
  });

  it('sorts the categories at once, and puts them back when saving fails', async () => {
    const sent = serve(500);
    renderPage();
    await screen.findByRole('listitem', { name: 'Weight' });
    expect(categoryNames()).toEqual(['Weight', 'Waist']);
    dropCategory(10, 11);
    expect(categoryNames()).toEqual(['Waist', 'Weight']);
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('short-categories'))?.body).toEqual({
        progress_tracking_id: 1,
        categories: [
          { id: 11, order: 0 },
          { id: 10, order: 1 },
        ],
      }),
    );
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(sortFailed));
    await vi.waitFor(() => expect(categoryNames()).toEqual(['Weight', 'Waist']));
  });

  it('lists the contacts with their percent, each linking to their responses', async () => {
    const sent = serve();
    renderPage('?tab=contacts');
    const row = await screen.findByRole('row', { name: 'Ana Lee' });
    expect(await within(row).findByText('62%')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Ana Lee' }).getAttribute('href')).toBe(
      '/progress-tracking/1/view-response/30',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Send the reminder to Ana Lee now' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('resend-reminder'))?.body).toEqual({
        contact_id: 30,
      }),
    );
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(progressMessages.noReminder));
  });

  it('previews the public page and saves the reminder', async () => {
    const sent = serve();
    renderPage('?tab=settings');
    const preview = await screen.findByRole('figure', { name: 'Preview of the public page' });
    expect(within(preview).getByText('Time To Submit Your Progress')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Headline$/), { target: { value: 'Check in!' } });
    expect(await within(preview).findByText('Check in!')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Thu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('progress-tracking/1/update'))?.body).toEqual({
        reminder: { type: 1, weekdays: [1, 4], time: '09:00', subject: '', message: '' },
      }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(progressMessages.updated));
  });
});
