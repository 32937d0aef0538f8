import {
  type HabitDay,
  habitMessages,
  habitSettingsDefaults,
} from '@coachline/contract/habit-tracking';
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillBrowser } from '../../test/fixtures';
import { renderSignedIn, serve } from '../progress/serve.testing';
import { HabitsCard } from './HabitsCard';
import HabitsPage from './HabitsPage';

configure({ asyncUtilTimeout: 5000 });
beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const habit = (id: number, name: string, proof: 'none' | 'required') => ({
  id,
  category_id: 7,
  name,
  description: '',
  points: 2,
  proof,
  order: id,
});

const day: HabitDay = {
  id: 4,
  name: 'Daily wins',
  settings: habitSettingsDefaults,
  categories: [
    {
      id: 7,
      habit_tracking_id: 4,
      name: 'Morning',
      order: 0,
      habits: [habit(31, 'Drink water', 'none'), habit(32, 'Meal photo', 'required')],
    },
  ],
  date: '2026-11-29',
  today: '2026-11-29',
  checkins: [{ habit_id: 31, date: '2026-11-29', done: true, note: '', has_proof: false }],
  score: { score: 6, current_streak: 2, best_streak: 4, days_done: 3, last_checkin_on: null },
  week: ['23', '24', '25', '26', '27', '28', '29'].map((d) => ({
    date: `2026-11-${d}`,
    done: d === '29' ? 1 : 0,
    total: 2,
  })),
};

const answers = {
  '/api/v3/portal/habits': { status: 1, data: [day] },
  '/api/v3/portal/habits/4/upload': { status: 1, upload: 'proof.t0k', name: 'meal.jpg', size: 10 },
  '/api/v3/portal/habits/4/check-in': {
    status: 1,
    message: habitMessages.submitted,
    score: { ...day.score, score: 10, current_streak: 3 },
  },
};

describe('the portal’s habits', () => {
  it('toggles habits, asks for a required proof, uploads it and checks the day in', async () => {
    const sent = serve(answers);
    renderSignedIn(<HabitsPage />);
    expect(await screen.findByRole('button', { name: /Drink water/, pressed: true })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Today\s*\d+\s*1\/2\s*done$/, pressed: true }),
    ).toBeTruthy();
    expect(screen.getByText('2 days in a row')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Meal photo/, pressed: false }));
    expect(screen.getByText('2 of 2 done.')).toBeTruthy();
    const save = () =>
      fireEvent.click(screen.getByRole('button', { name: habitSettingsDefaults.submit_text }));
    save();
    expect(await screen.findByText(habitMessages.proofRequired)).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    const photo = new File(['jpeg photo'], 'meal.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText(/Photo proof for Meal photo/), {
      target: { files: [photo] },
    });
    expect(await screen.findByText('Uploaded: meal.jpg')).toBeTruthy();
    expect(sent.find((s) => s.url === '/api/v3/portal/habits/4/upload')?.body).toMatchObject({
      habit_id: '32',
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note for Meal photo' }), {
      target: { value: 'Salad' },
    });
    save();
    expect(await screen.findByText(habitMessages.submitted)).toBeTruthy();
    expect(screen.getByText('3 days in a row')).toBeTruthy();
    expect(sent.find((s) => s.url === '/api/v3/portal/habits/4/check-in')?.body).toEqual({
      date: '2026-11-29',
      habits: [
        { habit_id: 31, done: true, note: '' },
        { habit_id: 32, done: true, note: 'Salad', proof: 'proof.t0k' },
      ],
    });
  });

  it('counts today’s habits on the home card', async () => {
    serve(answers);
    renderSignedIn(<HabitsCard />);
    const card = await screen.findByRole('link', { name: 'Today’s habits' });
    expect(card.getAttribute('href')).toBe('/portal/3/habits');
    expect(card.textContent).toContain('1 of 2 done today');
    expect(card.textContent).toContain('2 days in a row');
  });
});
