import type { PageQuery } from '@coachline/contract/api';
import {
  type CreateActionBody,
  journeyEndpoints as endpoints,
  type JourneyContactsBody,
  type JourneyListQuery,
  type JourneyStatus,
  type JourneyTriggerType,
  type journeyUsersQuery,
  type UpdateActionBody,
  type updateTriggerBody,
} from '@coachline/contract/journeys';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { journeyKeys } from './keys';

// Journeys (the journey endpoints): the list, one journey with its cards, its contacts and
// history, a contact's journeys, and the writes, each refreshing everything journeys show.

const writes = { invalidates: [journeyKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useJourneys(query: JourneyListQuery) {
  return useQuery({
    queryKey: journeyKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.lists, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every journey by name, for the pickers that start contacts on one. */
export function usePickableJourneys(enabled = true) {
  return useQuery({
    queryKey: journeyKeys.pickable,
    queryFn: ({ signal }) => api.call(endpoints.listAll, {}, { signal }),
    select: (res) => res.data,
    enabled,
  });
}

/** The journey the builder opens; null when the location has no such journey. */
export function useJourneyDetails(id: number | null) {
  return useQuery({
    queryKey: journeyKeys.details(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      try {
        const res = await api.call(
          endpoints.details,
          { params: { journey: id ?? 0 } },
          { signal, handleErrors: false },
        );
        return res.journey;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** The tags, forms, tabs and users the journey's cards name, for their summaries. */
export function useJourneyLinks(id: number) {
  return useQuery({
    queryKey: journeyKeys.links(id),
    queryFn: ({ signal }) => api.call(endpoints.links, { query: { journey_id: id } }, { signal }),
    select: (res) => res.data,
  });
}

export function useJourneyUsers(id: number, query: z.input<typeof journeyUsersQuery>) {
  return useQuery({
    queryKey: journeyKeys.users(id, query),
    queryFn: ({ signal }) =>
      api.call(endpoints.users, { params: { journey: id }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What the journey did, latest first; for one contact with `contactId`. */
export function useJourneyHistories(id: number, page: number, contactId?: number) {
  return useQuery({
    queryKey: journeyKeys.histories(id, page, contactId),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.histories,
        {
          params: { journey: id },
          query: {
            page,
            per_page: 25,
            ...(contactId === undefined ? {} : { contact_id: contactId }),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useContactJourneys(contactId: number, query: PageQuery) {
  return useQuery({
    queryKey: journeyKeys.contact(contactId, query.page),
    queryFn: ({ signal }) =>
      api.call(endpoints.contactJourneys, { params: { contact: contactId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

// The journey itself

export function useCreateJourney() {
  return useMutation({
    mutationFn: (body: { name: string; folder_id?: number | null }) =>
      api.call(endpoints.create, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRenameJourney() {
  return useMutation({
    mutationFn: (v: { id: number; name: string }) =>
      api.call(endpoints.rename, { params: { journey: v.id }, body: { name: v.name } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDuplicateJourney() {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.duplicate, { body: { journey_id: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteJourney() {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.remove, { body: { journey_id: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Enables or disables a journey; enabling one with an incomplete card is refused with why. */
/**
 * Enables or disables a journey. A refusal to enable (422 on `status`, naming the incomplete
 * card) is the switch's own to show; every other failure goes through the error catalogue.
 */
export function useChangeJourneyStatus() {
  return useMutation({
    mutationFn: (v: { id: number; status: JourneyStatus }) =>
      api.call(
        endpoints.changeStatus,
        { params: { journey: v.id }, body: { status: v.status } },
        { handleErrors: false },
      ),
    meta: writes,
    onSuccess: toastMessage,
    onError: async (error) => {
      if (!isApiError(error) || error.failure.kind === 'field-errors') return;
      const { applyFailure } = await import('../../api/effects');
      applyFailure(error.failure);
    },
  });
}

// Its contacts

/** Starts the selected contacts on a journey, or stops them where they are. */
export function useJourneyContacts(action: 'start' | 'terminate') {
  return useMutation({
    mutationFn: (body: JourneyContactsBody) =>
      action === 'start'
        ? api.call(endpoints.start, { body })
        : api.call(endpoints.terminate, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

// Its cards

export function useCreateTrigger(journeyId: number) {
  return useMutation({
    mutationFn: (type: JourneyTriggerType) =>
      api.call(endpoints.createTrigger, { params: { journey: journeyId }, body: { type } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useUpdateTrigger() {
  return useMutation({
    mutationFn: (v: { id: number; settings: z.input<typeof updateTriggerBody>['settings'] }) =>
      api.call(endpoints.updateTrigger, {
        params: { trigger: v.id },
        body: { settings: v.settings },
      }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteTrigger() {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.deleteTrigger, { params: { trigger: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useCreateAction(journeyId: number) {
  return useMutation({
    mutationFn: (body: CreateActionBody) =>
      api.call(endpoints.createAction, { params: { journey: journeyId }, body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Saves a card's settings (with a toast), or moves it: the list shows the move itself. */
export function useUpdateAction() {
  return useMutation({
    mutationFn: (v: { id: number; body: UpdateActionBody }) =>
      api.call(endpoints.updateAction, { params: { action: v.id }, body: v.body }),
    meta: writes,
    onSuccess: (res, v) => {
      if (v.body.settings) toastMessage(res);
    },
  });
}

export function useDeleteAction() {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.deleteAction, { params: { action: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}
