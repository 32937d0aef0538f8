import { progressMessages } from '@coachline/contract/progress-tracking';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser } from '../../test/fixtures';
import { buildCategory, buildSection, buildTracking } from './fixtures';
import { ProgressResponsePage } from './ProgressResponsePage';
import { renderAt, resetAfterTest, serveApi } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toastSuccess: toast.success, toastError: toast.error }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  polyfillBrowser();
  URL.createObjectURL = vi.fn(() => 'blob:proof-9');
  URL.revokeObjectURL = vi.fn();
});
afterEach(resetAfterTest);

const weight = buildCategory(10, 'Weight', 'kg');
const goal = {
  category_id: 10,
  name: 'Weight',
  unit: 'kg',
  relation: 'decrease' as const,
  start: 90,
  target: 80,
};
const view = {
  status: 1,
  contact: { id: 30, full_name: 'Ana Lee' },
  progress: {
    contact_id: 30,
    full_name: 'Ana Lee',
    metrics: [{ ...goal, latest: 85, latest_at: '2026-11-20T09:00:00.000Z', percent: 50 }],
    percent: 50,
  },
  charts: [
    {
      category_id: 10,
      name: 'Weight',
      unit: 'kg',
      points: [
        { at: '2026-11-06T09:00:00.000Z', value: 90 },
        { at: '2026-11-20T09:00:00.000Z', value: 85 },
      ],
    },
  ],
  submissions: [
    {
      id: 5,
      contact_id: 30,
      submitted_at: '2026-11-20T09:00:00.000Z',
      metrics: [{ category_id: 10, value: 85 }],
      answers: [{ question_id: 30, value: 'Better than last week' }],
      proofs: [
        {
          id: 9,
          submission_id: 5,
          question_id: null,
          name: 'front.jpg',
          size: 2048,
          url: '/proof/9',
          created_at: '2026-11-20T09:00:00.000Z',
        },
      ],
    },
  ],
};

const sleep = {
  id: 30,
  section_id: 20,
  type: 'text' as const,
  label: 'How was your week?',
  unit: '',
  required: false,
  order: 0,
};

function serve() {
  return serveApi((path) => {
    if (path === 'progress-tracking/1/contact-progress-tracking') return view;
    if (path === 'progress-tracking/1/refresh')
      return {
        status: 1,
        message: '',
        progress_tracking: buildTracking(1, 'Weekly check-in'),
        categories: [weight],
      };
    if (path === 'progress-tracking/1/question-sections')
      return { status: 1, data: [buildSection(20, 'Your week', [sleep])] };
    if (path === 'progress-tracking/1/contact/30/goals') return { status: 1, data: [goal] };
    if (path === 'progress-tracking/1/contact/30/update-goals')
      return { status: 1, message: progressMessages.goalsUpdated, data: [goal] };
    if (path === 'progress-tracking/proofs/9') return 'JPEG';
    if (path === 'progress-tracking/create-category-progress')
      return { status: 1, message: progressMessages.progressSaved, id: 77 };
    return undefined;
  });
}

const renderPage = () =>
  renderAt('/progress-tracking/1/view-response/30', {
    '/progress-tracking/:progress/view-response/:contact': <ProgressResponsePage />,
  });

describe('a contact’s progress', () => {
  it('shows each metric from start to target, over time, and the submissions', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ana Lee' })).toBeTruthy();
    const row = screen.getByRole('row', { name: 'Weight' });
    expect(within(row).getByText('90 kg')).toBeTruthy();
    expect(within(row).getByText('85 kg')).toBeTruthy();
    expect(within(row).getByText('80 kg')).toBeTruthy();
    expect(within(row).getByText('50%')).toBeTruthy();
    const series = screen.getByRole('table', { name: 'Weight over time' });
    expect(within(series).getAllByRole('row')).toHaveLength(3);
    const submission = screen.getByRole('listitem', { name: 'Submission 5' });
    expect(await within(submission).findByText('How was your week?')).toBeTruthy();
    expect(within(submission).getByText('Better than last week')).toBeTruthy();
    // The photo is downloaded with the token, not linked: a plain <img> would be refused.
    expect(await within(submission).findByRole('img', { name: 'front.jpg' })).toBeTruthy();
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /Back to Weekly check-in/ }).getAttribute('href')).toBe(
      '/progress-tracking/1/edit?tab=contacts',
    );
  });

  it('updates a goal', async () => {
    const sent = serve();
    renderPage();
    const target = await screen.findByLabelText('Target of Weight (kg)');
    fireEvent.change(target, { target: { value: '78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save goals of Weight' }));
    await vi.waitFor(() =>
      expect(sent.some((s) => s.url.includes('contact/30/update-goals'))).toBe(true),
    );
    const call = sent.find((s) => s.url.includes('update-goals'));
    expect(call?.url).toContain('progress_category_id=10');
    expect(call?.url).toContain('start=90');
    expect(call?.url).toContain('target=78');
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(progressMessages.goalsUpdated),
    );
  });

  it('records a value', async () => {
    const sent = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Record a value' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a value' });
    fireEvent.change(within(dialog).getByLabelText(/^Value/), { target: { value: '84.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record value' }));
    await vi.waitFor(() =>
      expect(sent.find((s) => s.url.endsWith('create-category-progress'))?.body).toEqual({
        progress_tracking_id: 1,
        contact_id: 30,
        category_id: 10,
        value: 84.5,
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Correct the Weight just recorded' }),
    ).toBeTruthy();
  });
});
