import type { Habit, HabitCategory, HabitTracking } from '@coachline/contract/habit-tracking';
import { habitSettingsDefaults } from '@coachline/contract/habit-tracking';
import { vi } from 'vitest';

// Habit trackings as the API answers them, and a fetch that answers by path (a reply of
// `failWith` answers its status) and records what was sent, for component tests.

const at = '2026-11-01T09:00:00.000Z';

export const buildTracking = (
  id: number,
  name: string,
  more: Partial<HabitTracking> = {},
): HabitTracking => ({
  id,
  name,
  order: id,
  has_reminder: false,
  reminder: null,
  settings: { ...habitSettingsDefaults },
  contacts_count: 2,
  habits_count: 3,
  created_at: at,
  updated_at: at,
  ...more,
});

export const buildHabit = (id: number, categoryId: number, name: string): Habit => ({
  id,
  category_id: categoryId,
  name,
  description: '',
  points: 1,
  proof: 'none',
  order: id,
});

export const buildCategory = (
  id: number,
  trackingId: number,
  name: string,
  habits: Habit[] = [],
): HabitCategory => ({ id, habit_tracking_id: trackingId, name, order: id, habits });

export const page = (data: object[], perPage = 6) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: perPage,
  total: data.length,
});

export type Sent = { method: string; url: string; path: string; body: unknown };

/** A reply that fails with `status` and `body` (a 422's `{ message, errors }`). */
export const failWith = (status: number, body: object = { message: 'Server error' }) => ({
  failWith: status,
  body,
});

export function serveHabits(
  answer: (method: string, path: string, body: unknown, url: string) => unknown,
) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      const path = url.replace(/^\/api\/v3\//, '').split('?')[0] ?? '';
      sent.push({ method, url, path, body });
      const reply = answer(method, path, body, url) as
        | { failWith?: number; body?: object }
        | undefined;
      if (reply === undefined)
        return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
      if (reply.failWith)
        return new Response(JSON.stringify(reply.body), { status: reply.failWith });
      return new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
  return sent;
}
