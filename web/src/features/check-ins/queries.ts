import { habitPublicEndpoints } from '@coachline/contract/habit-tracking';
import { messages } from '@coachline/contract/messages';
import { progressPublicEndpoints } from '@coachline/contract/progress-tracking';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import type { CheckInFailure, HabitCalls, ProgressCalls } from '../../portal/progress/types';

// The personal-link pages' calls (ProgressCheckIn /progress/{token}, HabitCheckIn
// /habits/{token}). The visitor is not signed in, so the app's error catalogue (sign-in
// dialogs, its toasts) is not theirs: the pages say what went wrong themselves.

const quiet = { handleErrors: false } as const;

export const checkInKeys = {
  progress: (token: string) => ['check-in', 'progress', token] as const,
  habits: (token: string, date: string | null) => ['check-in', 'habits', token, date] as const,
};

/** A failed call as the check-in pieces show it. */
export function failureOf(error: unknown): CheckInFailure {
  if (!isApiError(error)) return { status: 0, message: messages.genericFailure, fields: {} };
  const body = (error.body ?? {}) as { message?: unknown };
  const message =
    error.status === 429
      ? 'Too many tries from here. Please wait a few minutes and try again.'
      : typeof body.message === 'string' && body.message
        ? body.message
        : messages.genericFailure;
  return { status: error.status, message, fields: error.fieldErrors };
}

const photoForm = (field: string, id: number, file: File) => {
  const form = new FormData();
  // The server reads the question (or habit) before the file part.
  form.append(field, String(id));
  form.append('file', file);
  return form;
};

export function usePublicProgress(token: string) {
  return useQuery({
    queryKey: checkInKeys.progress(token),
    queryFn: ({ signal }) =>
      api.call(progressPublicEndpoints.form, { params: { token } }, { signal, ...quiet }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const publicProgressCalls = (token: string): ProgressCalls => ({
  upload: (questionId, file) =>
    api.call(
      progressPublicEndpoints.upload,
      { params: { token } },
      { form: photoForm('question_id', questionId, file), ...quiet },
    ),
  submit: (body) => api.call(progressPublicEndpoints.submit, { params: { token }, body }, quiet),
  failure: failureOf,
});

export function usePublicHabitDay(token: string, date: string | null) {
  return useQuery({
    queryKey: checkInKeys.habits(token, date),
    queryFn: ({ signal }) =>
      api.call(
        habitPublicEndpoints.day,
        { params: { token }, query: date ? { date } : {} },
        { signal, ...quiet },
      ),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

export const publicHabitCalls = (token: string): HabitCalls => ({
  upload: (habitId, file) =>
    api.call(
      habitPublicEndpoints.upload,
      { params: { token } },
      { form: photoForm('habit_id', habitId, file), ...quiet },
    ),
  checkIn: (body) => api.call(habitPublicEndpoints.checkIn, { params: { token }, body }, quiet),
  failure: failureOf,
});
