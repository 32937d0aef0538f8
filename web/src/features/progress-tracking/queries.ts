import {
  progressTrackingEndpoints as endpoints,
  type ProgressRelation,
  type ProgressReminder,
  type ProgressSettings,
  type progressContactsQuery,
  progressMessages,
  type saveQuestionBody,
} from '@coachline/contract/progress-tracking';
import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { reportAs } from '../scenarios/queries';
import { progressKeys } from './keys';

// Progress trackings (the progress-tracking endpoints): the list, one tracking with its
// categories and question sections, its contacts, leaderboard and proofs, one contact's
// progress, and the writes, each refreshing everything progress tracking shows and toasting
// the server's words. Sorts are sent quiet: the list puts its order back and says why.

const writes = { invalidates: [progressKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);
const quiet = { handleErrors: false } as const;
/** A refused order without a reason of the server's (it puts the list back). */
export const sortFailed = 'The order could not be saved, so it is back as it was.';

// Reads ----------------------------------------------------------------------------------------

export function useProgressList(query: { page: number; search?: string }) {
  return useQuery({
    queryKey: progressKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every tracking, for pickers. */
export function useAllProgress(enabled = true) {
  return useQuery({
    queryKey: progressKeys.every,
    queryFn: ({ signal }) => api.call(endpoints.listAll, {}, { signal }),
    select: (res) => res.data,
    enabled,
  });
}

/** One tracking as it stands, with its categories (`refresh`). */
export function useProgress(id: number) {
  return useQuery({
    queryKey: progressKeys.one(id),
    queryFn: ({ signal }) =>
      api.call(endpoints.refresh, { params: { progress_tracking: id } }, { signal }),
  });
}

export function useSections(id: number) {
  return useQuery({
    queryKey: progressKeys.sections(id),
    queryFn: ({ signal }) =>
      api.call(endpoints.questionSections, { params: { progress_tracking: id } }, { signal }),
    select: (res) => res.data,
  });
}

export function useProgressContacts(id: number, query: z.input<typeof progressContactsQuery>) {
  return useQuery({
    queryKey: progressKeys.contacts(id, query),
    queryFn: ({ signal }) =>
      api.call(endpoints.contacts, { params: { progress_tracking: id }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The active contacts ranked by percent; also each contact's percent for the Contacts tab. */
export function useLeaderboard(id: number) {
  return useQuery({
    queryKey: progressKeys.leaderboard(id),
    queryFn: ({ signal }) =>
      api.call(endpoints.leaderboard, { params: { progress_tracking: id } }, { signal }),
    select: (res) => res.data,
  });
}

export function useProofs(id: number, query: { page: number; per_page: number }) {
  return useQuery({
    queryKey: progressKeys.proofs(id, query),
    queryFn: ({ signal }) =>
      api.call(endpoints.proofs, { params: { progress_tracking: id }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A proof's photo: its `url` needs the bearer token a plain <img> would not send, so it is
 * downloaded through the api client as a blob (ProofTile shows it).
 */
export function useProofPhoto(proofId: number) {
  return useQuery({
    queryKey: progressKeys.proof(proofId),
    queryFn: async ({ signal }) =>
      (
        await api.download(
          endpoints.proof,
          'proof.jpg',
          { params: { progress_proof: proofId } },
          { signal, ...quiet },
        )
      ).blob,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The view-response page's read: current progress, charts and submissions. */
export function useContactProgress(id: number, contactId: number) {
  return useQuery({
    queryKey: progressKeys.response(id, contactId),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.contactProgress,
        { params: { progress_tracking: id }, query: { contact_id: contactId } },
        { signal },
      ),
  });
}

export function useGoals(id: number, contactId: number) {
  return useQuery({
    queryKey: progressKeys.goals(id, contactId),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.goals,
        { params: { progress_tracking: id, contact: contactId } },
        { signal },
      ),
    select: (res) => res.data,
  });
}

/** At most this many trackings are asked about one contact (there is no per-contact list). */
export const contactTrackingsLimit = 20;

/**
 * The trackings one contact is on, with their progress: each of the first trackings is asked
 * for the contact's current progress, and a 404 (not on it) leaves it out.
 */
export function useContactTrackings(contactId: number) {
  const all = useAllProgress();
  const trackings = (all.data ?? []).slice(0, contactTrackingsLimit);
  const answers = useQueries({
    queries: trackings.map((t) => ({
      queryKey: progressKeys.current(t.id, contactId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api
          .call(
            endpoints.currentProgress,
            { params: { progress_tracking: t.id }, query: { contact_id: contactId } },
            { signal, ...quiet },
          )
          .then((res) => res.data[0] ?? null)
          .catch((error: unknown) => {
            if (isApiError(error) && error.status === 404) return null;
            throw error;
          }),
    })),
  });
  const on = trackings.flatMap((tracking, i) => {
    const progress = answers[i]?.data;
    return progress ? [{ tracking, progress }] : [];
  });
  return {
    isPending: all.isPending || answers.some((a) => a.isPending),
    isError: all.isError || answers.some((a) => a.isError),
    all: all.data ?? [],
    on,
    capped: (all.data?.length ?? 0) > contactTrackingsLimit,
  };
}

// The tracking itself --------------------------------------------------------------------------

export function useCreateProgress() {
  return useMutation({
    mutationFn: (body: { name: string }) => api.call(endpoints.create, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRenameProgress() {
  return useMutation({
    mutationFn: (body: { progress_tracking_id: number; name: string }) =>
      api.call(endpoints.rename, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDuplicateProgress() {
  return useMutation({
    mutationFn: (body: { progress_tracking_id: number; name?: string }) =>
      api.call(endpoints.duplicate, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteProgress() {
  return useMutation({
    mutationFn: (ids: number[]) => api.call(endpoints.remove, { body: { ids } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useSwitchReminder() {
  return useMutation({
    mutationFn: (body: { progress_tracking_id: number; has_reminder: boolean }) =>
      api.call(endpoints.switchReminder, { body }, quiet),
    meta: writes,
    onSuccess: (_res, body) =>
      toastSuccess(
        body.has_reminder ? progressMessages.reminderEnabled : progressMessages.reminderDisabled,
      ),
    onError: reportAs(progressMessages.noReminder),
  });
}

export function useRestartReminder() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call(endpoints.restartReminder, { body: { progress_tracking_id: id } }),
    meta: writes,
    onSuccess: () => toastSuccess(progressMessages.reminderRestarted),
  });
}

export function useUpdateProgress(id: number) {
  return useMutation({
    mutationFn: (body: {
      settings?: Partial<ProgressSettings>;
      reminder?: ProgressReminder | null;
    }) => api.call(endpoints.update, { params: { progress_tracking: id }, body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

// Categories, sections and questions -------------------------------------------------------------

const numbered = (ids: number[]) => ids.map((id, order) => ({ id, order }));

export function useSaveCategory(id: number) {
  return useMutation({
    mutationFn: (v: { id?: number; name: string; unit: string; relation: ProgressRelation }) =>
      api.call(endpoints.updateCategory, { body: { progress_tracking_id: id, ...v } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteCategory() {
  return useMutation({
    mutationFn: (categoryId: number) =>
      api.call(endpoints.deleteCategory, { params: { progress_category: categoryId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useSortCategories(id: number) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(
        endpoints.sortCategories,
        { body: { progress_tracking_id: id, categories: numbered(ids) } },
        quiet,
      ),
    meta: writes,
    onSuccess: () => toastSuccess(progressMessages.sorted),
    onError: reportAs(sortFailed),
  });
}

export function useSaveSection(id: number) {
  return useMutation({
    mutationFn: (v: { id?: number; name: string }) =>
      api.call(endpoints.saveSection, { body: { progress_tracking_id: id, ...v } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteSection() {
  return useMutation({
    mutationFn: (sectionId: number) =>
      api.call(endpoints.deleteSection, { params: { progress_section: sectionId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useSortSections(id: number) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(
        endpoints.sortSections,
        { body: { progress_tracking_id: id, sections: numbered(ids) } },
        quiet,
      ),
    meta: writes,
    onSuccess: () => toastSuccess(progressMessages.sorted),
    onError: reportAs(sortFailed),
  });
}

export function useSaveQuestion() {
  return useMutation({
    mutationFn: (body: z.input<typeof saveQuestionBody>) =>
      api.call(endpoints.saveQuestion, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteQuestion() {
  return useMutation({
    mutationFn: (questionId: number) =>
      api.call(endpoints.deleteQuestion, { params: { progress_question: questionId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useSortQuestions(sectionId: number) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(
        endpoints.sortQuestions,
        { body: { section_id: sectionId, questions: numbered(ids) } },
        quiet,
      ),
    meta: writes,
    onSuccess: () => toastSuccess(progressMessages.sorted),
    onError: reportAs(sortFailed),
  });
}

// Contacts -------------------------------------------------------------------------------------

export function useAddContact() {
  return useMutation({
    mutationFn: (v: { trackingId: number; contactId: number }) =>
      api.call(endpoints.addContact, {
        query: { progress_tracking_id: v.trackingId, contact_id: v.contactId },
      }),
    meta: writes,
    onSuccess: () => toastSuccess(progressMessages.contactAdded),
  });
}

export function useRemoveContact() {
  return useMutation({
    mutationFn: (v: { trackingId: number; contactId: number }) =>
      api.call(endpoints.removeContact, {
        query: { progress_tracking_id: v.trackingId, contact_id: v.contactId },
      }),
    meta: writes,
    onSuccess: () => toastSuccess(progressMessages.contactRemoved),
  });
}

export function useResendReminder(id: number) {
  return useMutation({
    mutationFn: (contactId: number) =>
      api.call(
        endpoints.resendReminder,
        { params: { progress_tracking: id }, body: { contact_id: contactId } },
        quiet,
      ),
    onSuccess: () => toastSuccess(progressMessages.reminderResent),
    onError: reportAs(progressMessages.noReminder),
  });
}

// One contact's goals and values ---------------------------------------------------------------

export function useUpdateGoals(id: number, contactId: number) {
  return useMutation({
    mutationFn: (query: { progress_category_id: number; start?: number; target?: number }) =>
      api.call(endpoints.updateGoals, {
        params: { progress_tracking: id, contact: contactId },
        query,
      }),
    meta: writes,
    onSuccess: () => toastSuccess(progressMessages.goalsUpdated),
  });
}

export function useUpdateRelation(id: number, contactId: number) {
  return useMutation({
    mutationFn: (query: { progress_category_id: number; relation: ProgressRelation }) =>
      api.call(endpoints.relation, {
        params: { progress_tracking: id, contact: contactId },
        query,
      }),
    meta: writes,
    onSuccess: () => toastSuccess(progressMessages.relationUpdated),
  });
}

/** A value of a category recorded by the coach for the contact. */
export function useRecordValue(id: number, contactId: number) {
  return useMutation({
    mutationFn: (v: { categoryId: number; value: number; recordedAt?: string }) =>
      api.call(endpoints.createCategoryProgress, {
        body: {
          progress_tracking_id: id,
          contact_id: contactId,
          category_id: v.categoryId,
          value: v.value,
          ...(v.recordedAt ? { recorded_at: v.recordedAt } : {}),
        },
      }),
    meta: writes,
    onSuccess: () => toastSuccess(progressMessages.progressSaved),
  });
}

/** A recorded value corrected. */
export function useCorrectValue() {
  return useMutation({
    mutationFn: (body: { progress_entry_id: number; value: number }) =>
      api.call(endpoints.updateCategoryProgress, { body }),
    meta: writes,
    onSuccess: () => toastSuccess(progressMessages.progressSaved),
  });
}
