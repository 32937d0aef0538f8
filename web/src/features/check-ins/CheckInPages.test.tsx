import {
  habitMessages,
  habitSettingsDefaults,
  type publicHabitDay,
} from '@coachline/contract/habit-tracking';
import {
  progressMessages,
  progressSettingsDefaults,
  type publicProgressForm,
} from '@coachline/contract/progress-tracking';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { HabitCheckInPage } from './HabitCheckInPage';
import { ProgressCheckInPage } from './ProgressCheckInPage';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const form: z.input<typeof publicProgressForm> = {
  status: 1,
  name: 'Summer shred',
  contact_name: 'Ana Diaz',
  settings: { ...progressSettingsDefaults, sub_headline: 'Every Monday' },
  categories: [
    { id: 3, progress_tracking_id: 9, name: 'Weight', unit: 'kg', relation: 'decrease', order: 0 },
  ],
  sections: [
    {
      id: 5,
      progress_tracking_id: 9,
      name: 'This week',
      order: 0,
      questions: [
        {
          id: 21,
          section_id: 5,
          type: 'scale',
          label: 'Energy',
          unit: '',
          required: true,
          order: 0,
        },
      ],
    },
  ],
};

const day: z.input<typeof publicHabitDay> = {
  status: 1,
  contact_name: 'Ana',
  id: 4,
  name: 'Daily wins',
  settings: { ...habitSettingsDefaults, cover_image: '/uploads/cover.jpg' },
  categories: [
    {
      id: 7,
      habit_tracking_id: 4,
      name: 'Daily habits',
      order: 0,
      habits: [
        {
          id: 31,
          category_id: 7,
          name: 'Drink water',
          description: '',
          points: 1,
          proof: 'none',
          order: 0,
        },
      ],
    },
  ],
  date: '2026-11-29',
  today: '2026-11-29',
  checkins: [],
  score: { score: 3, current_streak: 2, best_streak: 5, days_done: 3, last_checkin_on: null },
  week: ['23', '24', '25', '26', '27', '28', '29'].map((d) => ({
    date: `2026-11-${d}`,
    done: 0,
    total: 1,
  })),
};

/** The pages' calls: the read answers `read` (null: 404), a POST answers `answer` with `status`. */
function serve(read: unknown, answer: object = {}, status = 200) {
  const sent: { url: string; body: unknown }[] = [];
  const json = (body: unknown, code = 200) => new Response(JSON.stringify(body), { status: code });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET')
        return read ? json(read) : json({ message: 'Not found.' }, 404);
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      return json(answer, status);
    }),
  );
  return sent;
}

function renderAt(path: string) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/progress/:token" element={<ProgressCheckInPage />} />
            <Route path="/habits/:token" element={<HabitCheckInPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the personal check-in links', () => {
  it('says a progress link is no longer valid on a 404', async () => {
    serve(null);
    renderAt('/progress/t0k');
    expect(await screen.findByRole('heading', { name: progressMessages.linkInvalid })).toBeTruthy();
  });

  it('says a habit link is no longer valid on a 404', async () => {
    serve(null);
    renderAt('/habits/t0k');
    expect(await screen.findByRole('heading', { name: habitMessages.linkInvalid })).toBeTruthy();
  });

  it('shows the progress form, asks for the required answer, then thanks', async () => {
    const sent = serve(form, { status: 1, message: progressMessages.submitted, submission_id: 1 });
    renderAt('/progress/t0k');
    expect(
      await screen.findByRole('heading', { name: progressSettingsDefaults.headline, level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('Every Monday')).toBeTruthy();
    expect(screen.getByText('Ana Diaz · Summer shred')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Weight' }), {
      target: { value: '81.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: progressSettingsDefaults.submit_text }));
    expect(await screen.findByText(progressMessages.answerRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: '7' }));
    fireEvent.click(screen.getByRole('button', { name: progressSettingsDefaults.submit_text }));
    expect(await screen.findByText(progressMessages.submitted)).toBeTruthy();
    expect(sent[0]).toEqual({
      url: '/api/v3/progress-tracking/public/t0k/submit',
      body: {
        metrics: [{ category_id: 3, value: 81.5 }],
        answers: [{ question_id: 21, value: 7 }],
      },
    });
  });

  it('checks a habit in on the habit link and shows the updated streak', async () => {
    const score = {
      score: 4,
      current_streak: 3,
      best_streak: 5,
      days_done: 4,
      last_checkin_on: '2026-11-29',
    };
    const sent = serve(day, { status: 1, message: habitMessages.submitted, score });
    renderAt('/habits/t0k');
    const water = await screen.findByRole('button', { name: /Drink water/, pressed: false });
    expect(screen.getByText('2 days in a row')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Today\s*\d+\s*0\/1\s*done$/, pressed: true }),
    ).toBeTruthy();
    fireEvent.click(water);
    expect(screen.getByRole('button', { name: /Drink water/, pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: habitSettingsDefaults.submit_text }));
    expect(await screen.findByText(habitMessages.submitted)).toBeTruthy();
    expect(screen.getByText('3 days in a row')).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/v3/habit-tracking/public/t0k/check-in',
      body: { date: '2026-11-29', habits: [{ habit_id: 31, done: true, note: '' }] },
    });
  });
});
