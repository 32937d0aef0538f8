import {
  type ContactPreferences,
  type CustomField,
  contactEndpoints,
  contactMessages,
  type customFieldBody,
  type phoneCountryCodeBody,
  type tabCreateBody,
  type tabDeleteBody,
  type tabUpdateBody,
} from '@coachline/contract/contacts';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryClient } from '../../../app/queryClient';
import { toastSuccess } from '../../../ui/toast';
import { contactKeys, contactListKeys } from '../keys';

// Settings of the contact centre: the status tabs, the user's column preferences and the
// location's custom fields.

export function useContactTabs(enabled = true) {
  return useQuery({
    queryKey: contactKeys.tabs,
    queryFn: ({ signal }) => api.call(contactEndpoints.tabs, {}, { signal }),
    select: (res) => res.tabs,
    enabled,
  });
}

export function useCreateTab() {
  return useMutation({
    mutationFn: (body: z.input<typeof tabCreateBody>) =>
      api.call(contactEndpoints.createTab, { body }),
    meta: { invalidates: [contactKeys.tabs] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useRenameTab() {
  return useMutation({
    mutationFn: (body: z.input<typeof tabUpdateBody>) =>
      api.call(contactEndpoints.renameTab, { body }),
    meta: { invalidates: [contactKeys.tabs] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

// The answers of delete and sort lose their type in the contract (its `withMessage` widens
// them), so these read the tabs again and toast the contract's message.

/** A deleted tab's contacts move to another tab: every list and count changes. */
export function useDeleteTab() {
  return useMutation({
    mutationFn: (body: z.input<typeof tabDeleteBody>) =>
      api.call(contactEndpoints.deleteTab, { body }),
    meta: { invalidates: contactListKeys },
    onSuccess: () => toastSuccess(contactMessages.tabDeleted),
  });
}

export function useSortTabs() {
  return useMutation({
    mutationFn: (ids: number[]) => api.call(contactEndpoints.sortTabs, { body: { ids } }),
    meta: { invalidates: [contactKeys.tabs] },
    onSuccess: () => toastSuccess(contactMessages.tabsSorted),
  });
}

export function useContactPreferences() {
  return useQuery({
    queryKey: contactKeys.preferences,
    queryFn: ({ signal }) => api.call(contactEndpoints.preferences, {}, { signal }),
    select: (res) => res.preferences,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

type PreferencesAnswer = { status: 1; preferences: ContactPreferences };

/** Column switches apply at once and are saved in the background. */
export function useUpdatePreferences() {
  return useMutation({
    mutationFn: (change: Partial<ContactPreferences>) =>
      api.call(contactEndpoints.updatePreferences, { body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: contactKeys.preferences });
      const previous = queryClient.getQueryData<PreferencesAnswer>(contactKeys.preferences);
      if (previous) {
        queryClient.setQueryData<PreferencesAnswer>(contactKeys.preferences, {
          ...previous,
          preferences: { ...previous.preferences, ...change },
        });
      }
      return { previous };
    },
    onError: (_e, _change, context) => {
      if (context?.previous) queryClient.setQueryData(contactKeys.preferences, context.previous);
    },
  });
}

export function useCustomFields(enabled = true) {
  return useQuery({
    queryKey: contactKeys.customFields,
    queryFn: ({ signal }) => api.call(contactEndpoints.customFields, {}, { signal }),
    select: (res) => res.data,
    enabled,
  });
}

/** Custom field values live on contacts: renaming or deleting a field changes every profile. */
const customFieldWrites = { invalidates: [contactKeys.customFields, contactKeys.details] };

export function useSaveCustomField() {
  return useMutation({
    mutationFn: (body: z.input<typeof customFieldBody>) =>
      api.call(contactEndpoints.saveCustomField, { body }),
    meta: customFieldWrites,
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useDeleteCustomField() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call(contactEndpoints.deleteCustomField, { params: { field: id } }),
    meta: customFieldWrites,
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useSortCustomFields() {
  return useMutation({
    mutationFn: (ids: number[]) => api.call(contactEndpoints.sortCustomFields, { body: { ids } }),
    onMutate: (ids) => {
      // The new order shows at once; the server's list replaces it.
      const previous = queryClient.getQueryData<{ status: 1; data: CustomField[] }>(
        contactKeys.customFields,
      );
      if (previous) {
        const byId = new Map(previous.data.map((f) => [f.id, f]));
        const data = ids.map((id) => byId.get(id)).filter((f): f is CustomField => Boolean(f));
        queryClient.setQueryData(contactKeys.customFields, { ...previous, data });
      }
    },
    onSuccess: ({ message, ...list }) => {
      toastSuccess(message);
      queryClient.setQueryData(contactKeys.customFields, list);
    },
  });
}

/** The location's default phone country (numbers typed without a country code are its). */
export function usePhoneCountry() {
  return useQuery({
    queryKey: contactKeys.phoneCountry,
    queryFn: ({ signal }) => api.call(contactEndpoints.phoneCountryCode, {}, { signal }),
    select: (res) => res.phone_country_code,
  });
}

export function useUpdatePhoneCountry() {
  return useMutation({
    mutationFn: (body: z.input<typeof phoneCountryCodeBody>) =>
      api.call(contactEndpoints.updatePhoneCountryCode, { body }),
    onSuccess: (res) => {
      toastSuccess(res.message ?? contactMessages.updated);
      queryClient.setQueryData(contactKeys.phoneCountry, res);
    },
  });
}
