import {
  type PortalProgress,
  progressMessages,
  progressSettingsDefaults,
} from '@coachline/contract/progress-tracking';
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser } from '../../test/fixtures';
import ProgressPage from './ProgressPage';
import { renderSignedIn, serve } from './serve.testing';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const metric = {
  category_id: 3,
  name: 'Weight',
  unit: 'kg',
  relation: 'decrease' as const,
  start: 84,
  target: 78,
  latest: 81,
  latest_at: '2026-11-20T09:00:00.000Z',
  percent: 50,
};

const tracking: PortalProgress = {
  id: 9,
  name: 'Summer shred',
  settings: progressSettingsDefaults,
  categories: [
    { id: 3, progress_tracking_id: 9, name: 'Weight', unit: 'kg', relation: 'decrease', order: 0 },
  ],
  sections: [
    {
      id: 5,
      progress_tracking_id: 9,
      name: 'Photos',
      order: 0,
      questions: [
        {
          id: 22,
          section_id: 5,
          type: 'photo',
          label: 'Front',
          unit: '',
          required: true,
          order: 0,
        },
      ],
    },
  ],
  progress: { contact_id: 1, full_name: 'Ana Diaz', metrics: [metric], percent: 50 },
  charts: [
    {
      category_id: 3,
      name: 'Weight',
      unit: 'kg',
      points: [
        { at: '2026-11-01T09:00:00.000Z', value: 84 },
        { at: '2026-11-20T09:00:00.000Z', value: 81 },
      ],
    },
  ],
  last_submitted_at: '2026-11-20T09:00:00.000Z',
};

const answers = {
  '/api/v3/portal/progress': { status: 1, data: [tracking] },
  '/api/v3/portal/progress/9/upload': { status: 1, upload: 'up.t0k', name: 'front.jpg', size: 10 },
  '/api/v3/portal/progress/9/submit': {
    status: 1,
    message: progressMessages.submitted,
    submission_id: 1,
  },
};

describe('the portal’s check-in', () => {
  it('shows progress per metric, uploads a photo at once and submits it', async () => {
    const sent = serve(answers);
    renderSignedIn(<ProgressPage id={9} />);
    const progress = await screen.findByRole('region', { name: 'Weight' });
    expect(within(progress).getByText('Start → latest → goal')).toBeTruthy();
    expect(
      within(progress).getByRole('progressbar', { name: /50% toward your goal/ }),
    ).toBeTruthy();
    expect(within(progress).getByRole('img', { name: 'Weight over time: 84, 81 kg' })).toBeTruthy();

    const submit = () =>
      fireEvent.click(screen.getByRole('button', { name: progressSettingsDefaults.submit_text }));
    submit();
    expect(await screen.findByText('Upload a photo')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    const photo = new File(['jpeg photo'], 'front.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText(/Front/), { target: { files: [photo] } });
    expect(await screen.findByText('Uploaded: front.jpg')).toBeTruthy();
    const upload = sent.find((s) => s.url === '/api/v3/portal/progress/9/upload')!;
    expect(upload.method).toBe('POST');
    expect((upload.body as Record<string, unknown>).question_id).toBe('22');
    expect((upload.body as Record<string, unknown>).file).toBeInstanceOf(File);

    fireEvent.change(screen.getByRole('textbox', { name: 'Weight' }), { target: { value: '80' } });
    submit();
    expect(await screen.findByText(progressMessages.submitted)).toBeTruthy();
    expect(sent.find((s) => s.url === '/api/v3/portal/progress/9/submit')?.body).toEqual({
      metrics: [{ category_id: 3, value: 80 }],
      answers: [{ question_id: 22, value: 'up.t0k' }],
    });
  });
});
