import {
  type BrandingSetting,
  scenarioCategoryEndpoints as categoryApi,
  scenarioContentEndpoints as contentApi,
  scenarioEndpoints as endpoints,
  type ScenarioContentData,
  type ScenarioStep,
  type StepContentData,
  type scenarioContactsQuery,
  scenarioMessages,
  scenarioStepEndpoints as stepApi,
} from '@coachline/contract/scenarios';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError } from '../../api/client';
import { applyFailure } from '../../api/effects';
import { queryClient } from '../../app/queryClient';
import { toastError, toastSuccess } from '../../ui/toast';
import { placeInOrder } from '../pipelines/board';
import { scenarioKeys } from './keys';

// Onboarding scenarios (the scenario endpoints): the list, one scenario's categories, steps
// and contents, its contacts, tags and branding, and the writes, each refreshing everything
// scenarios show. The writes 002 §8 names a failure for say its words, word for word; a
// refused field says its own reason (a reorder missing a row), and a lost session or a
// refused permission goes through the catalogue as everywhere.

const writes = { invalidates: [scenarioKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);
const quiet = { handleErrors: false } as const;

/** The failure toast of a write sent `quiet`: the spec's words unless the catalogue's own. */
export function reportAs(fallback: string) {
  return (error: unknown) => {
    if (isApiError(error)) {
      const { failure } = error;
      if (
        failure.kind === 'unauthorized' ||
        failure.kind === 'forbidden' ||
        failure.kind === 'limit-exceeded'
      ) {
        applyFailure(failure);
        return;
      }
      const [first] = Object.values(error.fieldErrors);
      if (first) {
        toastError(first);
        return;
      }
    }
    toastError(fallback);
  };
}

// Reads ----------------------------------------------------------------------------------------

export function useScenarios(query: { page: number; search?: string }) {
  return useQuery({
    queryKey: scenarioKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query }, { signal, ...quiet }),
    placeholderData: keepPreviousData,
  });
}

const every = {
  queryKey: scenarioKeys.every,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call(endpoints.all, {}, { signal, ...quiet }),
};

/** One scenario, read from the list of all (there is no read of one): null when none is. */
export function useScenario(id: number | null) {
  return useQuery({
    ...every,
    enabled: id !== null,
    select: (res) => res.data.find((s) => s.id === id) ?? null,
  });
}

/** Every scenario, for pickers. */
export function useAllScenarios(enabled = true) {
  return useQuery({ ...every, enabled, select: (res) => res.data });
}

/** The scenarios a contact is assigned to, with how far they got (the profile's section). */
export function useContactScenarios(contactId: number) {
  return useQuery({
    queryKey: scenarioKeys.ofContact(contactId),
    queryFn: ({ signal }) =>
      api.call(endpoints.ofContact, { params: { contact: contactId } }, { signal, ...quiet }),
    select: (res) => res.data,
  });
}

export function useCategories(id: number) {
  return useQuery({
    queryKey: scenarioKeys.categories(id),
    queryFn: ({ signal }) =>
      api.call(categoryApi.list, { params: { scenario: id } }, { signal, ...quiet }),
    select: (res) => res.data,
  });
}

/** A category's steps with their contents, completed as the coach's own preview. */
export function useSteps(categoryId: number) {
  return useQuery({
    queryKey: scenarioKeys.steps(categoryId),
    queryFn: ({ signal }) =>
      api.call(stepApi.list, { params: { scenario_category: categoryId } }, { signal }),
    select: (res) => res.data,
  });
}

export function useScenarioContacts(id: number, query: z.input<typeof scenarioContactsQuery>) {
  return useQuery({
    queryKey: scenarioKeys.contacts(id, query),
    queryFn: ({ signal }) =>
      api.call(endpoints.contacts, { params: { scenario: id }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBrandingSettings(id: number) {
  return useQuery({
    queryKey: scenarioKeys.branding(id),
    queryFn: ({ signal }) =>
      api.call(endpoints.brandingSettings, { params: { scenario: id } }, { signal, ...quiet }),
    select: (res) => res.data,
  });
}

// The scenario itself --------------------------------------------------------------------------

export function useCreateScenario() {
  return useMutation({
    mutationFn: (body: { name: string }) => api.call(endpoints.create, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRenameScenario(id: number) {
  return useMutation({
    mutationFn: (body: { name: string }) =>
      api.call(endpoints.update, { params: { scenario: id }, body }, quiet),
    meta: writes,
    onSuccess: toastMessage,
    onError: reportAs(scenarioMessages.updateFailed),
  });
}

/** One scenario copied under a name, or several (each “name (original)”). */
export function useDuplicateScenarios() {
  return useMutation({
    mutationFn: (v: { ids: number[]; name: string }) =>
      v.ids.length === 1
        ? api.call(
            endpoints.duplicate,
            { params: { scenario: v.ids[0] ?? 0 }, body: { name: v.name } },
            quiet,
          )
        : api.call(endpoints.bulkDuplicate, { body: { ids: v.ids, name: v.name } }, quiet),
    meta: writes,
    onSuccess: toastMessage,
    onError: reportAs(scenarioMessages.duplicateFailed),
  });
}

export function useDeleteScenarios() {
  return useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1
        ? api.call(endpoints.remove, { params: { scenario: ids[0] ?? 0 } }, quiet)
        : api.call(endpoints.bulkDelete, { body: { ids } }, quiet),
    meta: writes,
    onSuccess: toastMessage,
    onError: reportAs(scenarioMessages.deleteFailed),
  });
}

/** Puts a page of scenarios in the order of `page`, the others keeping their places. */
export function useReorderScenarios() {
  return useMutation({
    mutationFn: async (page: number[]) => {
      const all = await queryClient.fetchQuery({ ...every, staleTime: 0 });
      const order = placeInOrder(
        all.data.map((s) => s.id),
        page,
      );
      return api.call(
        endpoints.reorder,
        { body: { onboarding_scenarios: order.map((id, i) => ({ id, order: i })) } },
        quiet,
      );
    },
    meta: writes,
    onSuccess: toastMessage,
    onError: reportAs(scenarioMessages.updateFailed),
  });
}

// Categories and steps -------------------------------------------------------------------------

export function useSaveCategory(scenarioId: number) {
  return useMutation({
    mutationFn: (v: { id: number | null; name: string }) =>
      v.id === null
        ? api.call(categoryApi.create, { body: { scenario_id: scenarioId, name: v.name } })
        : api.call(categoryApi.update, {
            params: { scenario_category: v.id },
            body: { name: v.name },
          }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteCategory() {
  return useMutation({
    mutationFn: (id: number) => api.call(categoryApi.remove, { params: { scenario_category: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

const numbered = (ids: number[]) => ids.map((id, order) => ({ id, order }));

export function useReorderCategories(scenarioId: number) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(
        categoryApi.reorder,
        { params: { scenario: scenarioId }, body: { onboarding_categories: numbered(ids) } },
        quiet,
      ),
    meta: writes,
    onSuccess: toastMessage,
    onError: reportAs(scenarioMessages.updateFailed),
  });
}

export function useSaveStep(categoryId: number) {
  return useMutation({
    mutationFn: (v: { id: number | null; name: string; description?: string | undefined }) => {
      const body = {
        name: v.name,
        ...(v.description !== undefined ? { description: v.description } : {}),
      };
      return v.id === null
        ? api.call(stepApi.create, { body: { category_id: categoryId, ...body } })
        : api.call(stepApi.update, { params: { scenario_step: v.id }, body });
    },
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteStep() {
  return useMutation({
    mutationFn: (id: number) => api.call(stepApi.remove, { params: { scenario_step: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useReorderSteps(categoryId: number) {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(
        stepApi.reorder,
        { params: { scenario_category: categoryId }, body: { onboarding_steps: numbered(ids) } },
        quiet,
      ),
    meta: writes,
    onSuccess: toastMessage,
    onError: reportAs(scenarioMessages.updateFailed),
  });
}

// A step's contents ----------------------------------------------------------------------------

/** The location's content library, latest first (the most a picker lists). */
export function useContentLibrary(enabled = true) {
  return useQuery({
    queryKey: scenarioKeys.library,
    queryFn: ({ signal }) =>
      api.call(contentApi.list, { query: { per_page: 100 } }, { signal, ...quiet }),
    select: (res) => res.data,
    enabled,
  });
}

/**
 * Puts a content on the step at its end: one of the library (`contentId`), or a new one
 * (`data`) made in the library first.
 */
export function useAddContent(stepId: number) {
  return useMutation({
    mutationFn: async (
      v: ({ data: ScenarioContentData } | { contentId: number }) & { pivot?: StepContentData },
    ) => {
      const contentId =
        'contentId' in v
          ? v.contentId
          : (await api.call(contentApi.create, { body: { data: v.data } })).content.id;
      return api.call(stepApi.attachContent, {
        params: { scenario_step: stepId },
        body: { content_id: contentId, ...(v.pivot ? { data: v.pivot } : {}) },
      });
    },
    meta: writes,
    onSuccess: () => toastSuccess(scenarioMessages.contentAttached),
  });
}

export function useDetachContent(stepId: number) {
  return useMutation({
    mutationFn: (pivotId: number) =>
      api.call(stepApi.detachContent, {
        params: { scenario_step: stepId, step_content: pivotId },
      }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useReorderContents(stepId: number) {
  return useMutation({
    mutationFn: (pivotIds: number[]) =>
      api.call(
        stepApi.updateContentsOrder,
        {
          params: { scenario_step: stepId },
          body: { contents: pivotIds.map((pivot_id, order) => ({ pivot_id, order })) },
        },
        quiet,
      ),
    meta: writes,
    onSuccess: toastMessage,
    onError: reportAs(scenarioMessages.updateFailed),
  });
}

// Contacts, tags, branding and the preview ------------------------------------------------------

/** The tags a contact gets when assigned to the scenario. */
export function useScenarioTags(id: number) {
  return useQuery({
    queryKey: scenarioKeys.tags(id),
    queryFn: ({ signal }) =>
      api.call(endpoints.tags, { params: { scenario: id } }, { signal, ...quiet }),
    select: (res) => res.data,
  });
}

/** Replaces the tags given to contacts assigned from now on. */
export function useUpdateScenarioTags(id: number) {
  return useMutation({
    mutationFn: (tagIds: number[]) =>
      api.call(
        endpoints.updateTags,
        { params: { scenario: id }, body: { tag_ids: tagIds } },
        quiet,
      ),
    meta: writes,
    onSuccess: toastMessage,
    onError: reportAs(scenarioMessages.tagsFailed),
  });
}

export function useAssignContacts() {
  return useMutation({
    mutationFn: (v: { scenarioId: number; contactIds: number[] }) =>
      api.call(
        endpoints.assignContacts,
        { params: { scenario: v.scenarioId }, body: { selection: { ids: v.contactIds } } },
        quiet,
      ),
    meta: writes,
    onSuccess: toastMessage,
    onError: (error, v) =>
      reportAs(
        v.contactIds.length === 1
          ? scenarioMessages.assignOneFailed
          : scenarioMessages.assignFailed,
      )(error),
  });
}

/** Pauses (restricts) a contact on the scenario, or lets them continue. */
export function usePauseContact(id: number) {
  return useMutation({
    mutationFn: (v: { contactId: number; pause: boolean }) =>
      api.call(
        v.pause ? endpoints.pauseContact : endpoints.resumeContact,
        { params: { scenario: id, contact: v.contactId } },
        quiet,
      ),
    meta: writes,
    onSuccess: toastMessage,
    onError: (error, v) =>
      reportAs(
        v.pause ? scenarioMessages.restrictClientFailed : scenarioMessages.resumeClientFailed,
      )(error),
  });
}

/** Pauses or lets continue the picked contacts on this scenario. */
export function useRestrictContacts(id: number) {
  return useMutation({
    mutationFn: (v: { ids: number[]; restrict: boolean }) =>
      api.call(
        endpoints.bulkRestrictContacts,
        { body: { scenario_ids: [id], selection: { ids: v.ids }, restrict: v.restrict } },
        quiet,
      ),
    meta: writes,
    onSuccess: toastMessage,
    onError: reportAs(scenarioMessages.restrictFailed),
  });
}

export function useUpdateBranding(id: number) {
  return useMutation({
    mutationFn: (settings: BrandingSetting[]) =>
      api.call(
        endpoints.updateBrandingSettings,
        { params: { scenario: id }, body: { branding_settings: settings } },
        quiet,
      ),
    meta: writes,
    onSuccess: () => toastSuccess(scenarioMessages.settingsUpdated),
    onError: reportAs(scenarioMessages.settingsUpdateFailed),
  });
}

/** Marks a step for the coach's own preview; completing answers the next step to open. */
export function usePreviewMark() {
  return useMutation({
    mutationFn: async (v: { step: ScenarioStep; done: boolean }) => {
      const params = { scenario_step: v.step.id };
      if (v.done) return api.call(stepApi.markCompleted, { params, body: {} });
      const res = await api.call(stepApi.markIncomplete, { params, body: {} });
      return { ...res, next_step: null };
    },
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useResetPreview(id: number) {
  return useMutation({
    mutationFn: () => api.call(endpoints.resetPreview, { params: { scenario: id } }, quiet),
    meta: writes,
    onSuccess: toastMessage,
    onError: reportAs(scenarioMessages.resetPreviewFailed),
  });
}
