import {
  habitTrackingEndpoints as endpoints,
  type HabitProofKind,
  habitMessages,
  type updateHabitTrackingBody,
} from '@coachline/contract/habit-tracking';
import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { habitKeys } from './keys';

// Habit tracking (the habit-tracking endpoints): the list, one tracking with its categories and
// habits, its contacts, progress, leaderboard and proofs, one contact's view, and the writes,
// each refreshing everything habit tracking shows and toasting the server's words (or the
// contract's `habitMessages` when the answer has none).

const writes = { invalidates: [habitKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

/** A write of habit tracking: it refreshes every habit query and toasts its answer's message. */
function useHabitWrite<V, R extends { message: string }>(
  mutationFn: (variables: V) => Promise<R>,
  toast?: string,
) {
  return useMutation({
    mutationFn,
    meta: writes,
    onSuccess: (res: R) => (toast ? toastSuccess(toast) : toastMessage(res)),
  });
}

const byTracking = (id: number) => ({ habit_tracking_id: id });
const numbered = (ids: number[]) => ids.map((id, order) => ({ id, order }));

// Reads ----------------------------------------------------------------------------------------

export type HabitListQuery = { page: number; search?: string };

export function useHabitTrackings(query: HabitListQuery) {
  return useQuery({
    queryKey: habitKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every habit tracking, for the pickers (the contact profile's). */
export function useAllHabitTrackings(enabled = true) {
  return useQuery({
    queryKey: habitKeys.every,
    queryFn: ({ signal }) => api.call(endpoints.listAll, {}, { signal }),
    select: (res) => res.data,
    enabled,
  });
}

/** One tracking as it stands (`refresh`); null when the location has none of that id. */
export function useHabitTracking(id: number | null) {
  return useQuery({
    queryKey: habitKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      try {
        return await api.call(
          endpoints.refresh,
          { query: byTracking(id ?? 0) },
          { signal, handleErrors: false },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    select: (res) => res?.habit_tracking ?? null,
  });
}

export function useHabitCategories(id: number) {
  return useQuery({
    queryKey: habitKeys.categories(id),
    queryFn: ({ signal }) => api.call(endpoints.categories, { query: byTracking(id) }, { signal }),
    select: (res) => res.data,
  });
}

export type HabitContactsQuery = {
  page: number;
  status: 'active' | 'deleted';
  search?: string;
};

export function useHabitContacts(id: number, query: HabitContactsQuery) {
  return useQuery({
    queryKey: habitKeys.contacts(id, query),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.contacts,
        { query: { ...query, per_page: 25, habit_tracking_id: id } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Today and this week of every active contact (or one), by contact id. */
export function useCurrentProgress(id: number, contactId?: number) {
  return useQuery({
    queryKey: habitKeys.progress(id, contactId),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.currentProgress,
        { query: { habit_tracking_id: id, ...(contactId ? { contact_id: contactId } : {}) } },
        { signal },
      ),
    select: (res) => new Map(res.data.map((p) => [p.contact_id, p])),
  });
}

export function useLeaderboard(id: number, page: number) {
  return useQuery({
    queryKey: habitKeys.leaderboard(id, page),
    queryFn: ({ signal }) =>
      api.call(endpoints.leaderboard, { query: { habit_tracking_id: id, page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHabitProofs(id: number, query: { page: number; contact_id?: number }) {
  return useQuery({
    queryKey: habitKeys.proofs(id, query),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.proofs,
        { query: { ...query, per_page: 24, habit_tracking_id: id } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * A proof's photo: served to the signed-in coach only (its `url` needs the bearer token a plain
 * <img> would not send), so it is downloaded through the api client (ProofImage shows it).
 */
export function useProofImage(proofId: number) {
  return useQuery({
    queryKey: habitKeys.proof(proofId),
    queryFn: async ({ signal }) =>
      (
        await api.download(
          endpoints.proof,
          `proof-${proofId}`,
          { params: { habit_proof: proofId } },
          { signal, handleErrors: false },
        )
      ).blob,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useContactHabitView(id: number, contactId: number | null) {
  return useQuery({
    queryKey: habitKeys.contact(id, contactId ?? 0),
    enabled: contactId !== null,
    queryFn: ({ signal }) =>
      api.call(
        endpoints.contactHabits,
        { params: { habit_tracking: id }, query: { contact_id: contactId ?? 0 } },
        { signal },
      ),
  });
}

/** At most this many trackings are asked for a contact's standing on the contact profile. */
export const contactTrackingsBound = 20;

/**
 * The trackings a contact is active on, with their standing: there is no list of a contact's
 * trackings, so each of the first `contactTrackingsBound` trackings is asked for the contact's
 * progress (an empty answer: not on it).
 */
export function useContactHabitTrackings(contactId: number) {
  const all = useAllHabitTrackings();
  const trackings = (all.data ?? []).slice(0, contactTrackingsBound);
  const progress = useQueries({
    queries: trackings.map((t) => ({
      queryKey: habitKeys.progress(t.id, contactId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call(
          endpoints.currentProgress,
          { query: { habit_tracking_id: t.id, contact_id: contactId } },
          { signal },
        ),
    })),
  });
  const pending = all.isPending || progress.some((p) => p.isPending);
  const on = trackings.flatMap((tracking, i) => {
    const standing = progress[i]?.data?.data.find((p) => p.contact_id === contactId);
    return standing ? [{ tracking, standing }] : [];
  });
  return {
    pending,
    error: all.isError,
    all: all.data ?? [],
    on,
    truncated: (all.data?.length ?? 0) > contactTrackingsBound,
  };
}

// The tracking itself --------------------------------------------------------------------------

export function useCreateHabitTracking() {
  return useHabitWrite((body: { name: string }) => api.call(endpoints.create, { body }));
}

export function useRenameHabitTracking() {
  return useHabitWrite((body: { habit_tracking_id: number; name: string }) =>
    api.call(endpoints.rename, { body }),
  );
}

export function useDuplicateHabitTracking() {
  return useHabitWrite((body: { habit_tracking_id: number; name?: string | undefined }) =>
    api.call(endpoints.duplicate, { body }),
  );
}

export function useDeleteHabitTracking() {
  return useHabitWrite((id: number) => api.call(endpoints.remove, { body: { ids: [id] } }));
}

export function useSwitchReminder() {
  return useMutation({
    mutationFn: (body: { habit_tracking_id: number; has_reminder: boolean }) =>
      api.call(endpoints.switchReminder, { body }),
    meta: writes,
    onSuccess: (_res, body) =>
      toastSuccess(
        body.has_reminder ? habitMessages.reminderEnabled : habitMessages.reminderDisabled,
      ),
  });
}

export function useRestartReminder(id: number) {
  return useHabitWrite(
    () => api.call(endpoints.restartReminder, { body: byTracking(id) }),
    habitMessages.reminderRestarted,
  );
}

export function useUpdateHabitTracking() {
  return useHabitWrite((body: z.input<typeof updateHabitTrackingBody>) =>
    api.call(endpoints.update, { body }),
  );
}

// Categories and habits ------------------------------------------------------------------------

/** Adds the categories without an id and renames the others; name errors on `category_{i}`. */
export function useSaveCategories(id: number) {
  return useHabitWrite((categories: { id?: number; name: string }[]) =>
    api.call(endpoints.saveCategories, { body: { habit_tracking_id: id, categories } }),
  );
}

export function useDeleteHabitCategory() {
  return useHabitWrite((categoryId: number) =>
    api.call(endpoints.deleteCategory, { params: { habit_category: categoryId } }),
  );
}

/** The categories in the order given; a refusal puts them back (SortableList's onError). */
export function useSortCategories(id: number) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(endpoints.sortCategories, {
        body: { habit_tracking_id: id, categories: numbered(ids) },
      }),
    meta: writes,
    onSuccess: () => toastSuccess(habitMessages.sorted),
  });
}

export type HabitFields = {
  name: string;
  description: string;
  points: number;
  proof: HabitProofKind;
};

export function useCreateHabit() {
  return useHabitWrite((body: HabitFields & { category_id: number }) =>
    api.call(endpoints.createHabit, { body }),
  );
}

export function useUpdateHabits() {
  return useHabitWrite((habits: (HabitFields & { id: number })[]) =>
    api.call(endpoints.updateHabits, { body: { habits } }),
  );
}

export function useDeleteHabit() {
  return useHabitWrite((habitId: number) =>
    api.call(endpoints.deleteHabit, { params: { habit: habitId } }),
  );
}

export function useSortHabits(categoryId: number) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(endpoints.sortHabits, { body: { category_id: categoryId, habits: numbered(ids) } }),
    meta: writes,
    onSuccess: () => toastSuccess(habitMessages.sorted),
  });
}

// Contacts and scores --------------------------------------------------------------------------

export function useAddHabitContact() {
  return useHabitWrite((query: { habit_tracking_id: number; contact_id: number }) =>
    api.call(endpoints.addContact, { query }),
  );
}

export function useRemoveHabitContact(id: number) {
  return useHabitWrite((contactId: number) =>
    api.call(endpoints.removeContact, { query: { habit_tracking_id: id, contact_id: contactId } }),
  );
}

export function useResendHabitReminder(id: number) {
  return useHabitWrite((contactId: number) =>
    api.call(endpoints.resendReminder, {
      body: { habit_tracking_id: id, contact_id: contactId },
    }),
  );
}

export function useRefreshContactScores(id: number) {
  return useHabitWrite(() => api.call(endpoints.refreshContactScores, { query: byTracking(id) }));
}

/** Counts each habit's figures again; the answer holds them (the leaderboard's chart). */
export function useRefreshHabitScores(id: number) {
  return useHabitWrite(() => api.call(endpoints.refreshHabitScores, { query: byTracking(id) }));
}
