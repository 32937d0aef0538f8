import { statusResponse } from '@coachline/contract/api';
import { statusMessageResponse } from '@coachline/contract/auth';
import type { Gender, LastAction } from '@coachline/contract/constants';
import { contactSaveToastMs } from '@coachline/contract/constants';
import {
  bulkResultResponse,
  type Contact,
  type ContactMergeBody,
  type ContactPreferences,
  type ContactResponse,
  type ContactSaveBody,
  type ContactSelectionInput,
  type ContactUpdateBody,
  contactFeatures,
  contactListResponse,
  contactPage,
  contactPhotoResponse,
  contactPreferencesResponse,
  contactResponse,
  contactStatsResponse,
  contactTabsResponse,
  customFieldListResponse,
  featuresUsedResponse,
  type ImportBody,
  importLogResponse,
  importResponse,
  lifecyclePage,
  mapCsvFieldResponse,
  notePage,
  noteResponse,
  rewardResponse,
  rewardsResponse,
  sectionPage,
  tabResponse,
} from '@coachline/contract/contacts';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { api, isApiError } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { saveFile } from '../../ui/saveFile';
import { toastSuccess } from '../../ui/toast';
import { refreshPlanLimit } from '../session/queries';
import { type ListState, listQueryOf, type QueryValues } from './listState';
import { createRequestCounter } from './requestCounter';
import { exportParams, type Selection } from './selection';

// Query hooks of the contact centre and profile: components read and write only through these.

export const contactKeys = {
  all: ['contacts'] as const,
  lists: ['contacts', 'list'] as const,
  list: (q: QueryValues) => ['contacts', 'list', q] as const,
  deleted: (page: number, search: string) => ['contacts', 'deleted', page, search] as const,
  detail: (id: number) => ['contacts', 'detail', id] as const,
  profile: (id: number) => ['contacts', 'profile', id] as const,
  notes: (id: number, page: number) => ['contacts', 'profile', id, 'notes', page] as const,
  rewards: (id: number) => ['contacts', 'profile', id, 'rewards'] as const,
  lifecycles: (id: number, page: number) =>
    ['contacts', 'profile', id, 'lifecycles', page] as const,
  stats: (id: number) => ['contacts', 'profile', id, 'stats'] as const,
  features: (id: number) => ['contacts', 'profile', id, 'features'] as const,
  section: (id: number, section: string, page: number) =>
    ['contacts', 'profile', id, 'section', section, page] as const,
  tabs: ['contacts', 'tabs'] as const,
  preferences: ['contacts', 'preferences'] as const,
  customFields: ['contacts', 'custom-fields'] as const,
  importLogs: ['contacts', 'import-logs'] as const,
};

/** Lists and counts change with almost every write: refresh them, and tags and groups too. */
export function invalidateContactLists(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contactKeys.lists }),
    queryClient.invalidateQueries({ queryKey: contactKeys.tabs }),
    queryClient.invalidateQueries({ queryKey: ['contacts', 'deleted'] }),
    queryClient.invalidateQueries({ queryKey: ['tags'] }),
    queryClient.invalidateQueries({ queryKey: ['groups'] }),
  ]).then(() => undefined);
}

/** 001 §9: the contact-save toast appears after 100 ms. */
export function toastSaved(message: string): void {
  setTimeout(() => toastSuccess(message), contactSaveToastMs);
}

// The list, with the request counter of 001 §4

const listCounter = createRequestCounter();

/** True until the latest list request has answered. */
export function useListLoading(): boolean {
  return useSyncExternalStore(listCounter.subscribe, listCounter.isLoading, listCounter.isLoading);
}

export function useContactList(state: ListState) {
  const query = listQueryOf(state);
  return useQuery({
    queryKey: contactKeys.list(query),
    queryFn: async ({ signal }) => {
      const ticket = listCounter.start();
      try {
        return await api.get('contact/list', contactListResponse, { query, signal });
      } finally {
        listCounter.finish(ticket);
      }
    },
    placeholderData: keepPreviousData,
  });
}

export function useDeletedContacts(page: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: contactKeys.deleted(page, search),
    queryFn: ({ signal }) =>
      api.get('contact/deleted/list', contactPage, {
        query: { page, per_page: 25, search: search.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Up to 50 contacts by name or email, for pickers (groups, merge). */
export function useContactPicker(search: string, enabled = true) {
  return useQuery({
    queryKey: ['contacts', 'all', search.trim()],
    queryFn: ({ signal }) =>
      api.get(
        'contact/all',
        z.object({
          status: z.literal(1),
          data: z.array(
            z.object({ id: z.number().int(), full_name: z.string(), email: z.string().nullable() }),
          ),
        }),
        { query: { search: search.trim() || undefined }, signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

// Tabs and preferences

export function useContactTabs() {
  return useQuery({
    queryKey: contactKeys.tabs,
    queryFn: () => api.get('contact/tabs/list', contactTabsResponse),
    select: (res) => res.tabs,
  });
}

const tabsWithMessage = contactTabsResponse.extend({ message: z.string() });

export function useCreateTab() {
  return useMutation({
    mutationFn: (body: { group: string; title: string }) =>
      api.post('contact/tabs/create', tabResponse, { body }),
    onSuccess: (res) => {
      toastSuccess(res.message);
      void queryClient.invalidateQueries({ queryKey: contactKeys.tabs });
    },
  });
}

export function useRenameTab() {
  return useMutation({
    mutationFn: (body: { id: number; title: string }) =>
      api.patch('contact/tabs/update', tabResponse, { body }),
    onSuccess: (res) => {
      toastSuccess(res.message);
      void queryClient.invalidateQueries({ queryKey: contactKeys.tabs });
    },
  });
}

export function useDeleteTab() {
  return useMutation({
    mutationFn: (body: { id: number; move_to: string }) =>
      api.delete('contact/tabs/delete', tabsWithMessage, { body }),
    onSuccess: (res) => {
      toastSuccess(res.message);
      queryClient.setQueryData(contactKeys.tabs, { status: 1, tabs: res.tabs });
      void invalidateContactLists();
    },
  });
}

export function useSortTabs() {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.patch('contact/tabs/list-sort', tabsWithMessage, { body: { ids } }),
    onSuccess: (res) => {
      toastSuccess(res.message);
      queryClient.setQueryData(contactKeys.tabs, { status: 1, tabs: res.tabs });
    },
  });
}

export function useContactPreferences() {
  return useQuery({
    queryKey: contactKeys.preferences,
    queryFn: () => api.get('user/contact-preferences', contactPreferencesResponse),
    select: (res) => res.preferences,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Column switches apply at once and are saved in the background. */
export function useUpdatePreferences() {
  return useMutation({
    mutationFn: (change: Partial<ContactPreferences>) =>
      api.post(
        'user/update-contact-preferences',
        contactPreferencesResponse.extend({ message: z.string() }),
        { body: change },
      ),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: contactKeys.preferences });
      const previous = queryClient.getQueryData<{ status: 1; preferences: ContactPreferences }>(
        contactKeys.preferences,
      );
      if (previous) {
        queryClient.setQueryData(contactKeys.preferences, {
          ...previous,
          preferences: { ...previous.preferences, ...change },
        });
      }
      return { previous };
    },
    onError: (_e, _change, context) => {
      if (context?.previous) queryClient.setQueryData(contactKeys.preferences, context.previous);
    },
    onSuccess: (res) => {
      queryClient.setQueryData(contactKeys.preferences, {
        status: 1,
        preferences: res.preferences,
      });
    },
  });
}

export function useCustomFields() {
  return useQuery({
    queryKey: contactKeys.customFields,
    queryFn: () => api.get('contact/custom-field/list', customFieldListResponse),
    select: (res) => res.data,
  });
}

// One contact

/** Puts a changed contact into the profile cache and refreshes the lists around it. */
function contactChanged(res: ContactResponse): void {
  queryClient.setQueryData(contactKeys.detail(res.contact.id), res);
  void queryClient.invalidateQueries({ queryKey: contactKeys.lists });
  void queryClient.invalidateQueries({ queryKey: contactKeys.tabs });
  void queryClient.invalidateQueries({ queryKey: contactKeys.profile(res.contact.id) });
}

/** GET contact/{id}/fetch; the caller handles failures (a missing id leads to /404). */
export function useContact(id: number | null) {
  return useQuery({
    queryKey: contactKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(`contact/${id}/fetch`, contactResponse, { handleErrors: false, signal }),
    enabled: id !== null,
    select: (res) => res.contact,
  });
}

export function useSaveContact() {
  return useMutation({
    mutationFn: (body: ContactSaveBody) => api.post('contact/save', contactResponse, { body }),
    onSuccess: (res) => {
      toastSaved(res.message ?? 'Contact has been saved successfully!');
      void invalidateContactLists();
      // 000 §7.4: re-read the plan limit after a contact is added.
      void refreshPlanLimit().catch(() => undefined);
    },
  });
}

/** PATCH contact/{id}/update: inline cells and the profile's detail form. */
export function useUpdateContact() {
  return useMutation({
    mutationFn: (v: { id: number; body: ContactUpdateBody; quiet?: boolean }) =>
      api.patch(`contact/${v.id}/update`, contactResponse, {
        body: v.body,
        // Inline cells key their own errors (001 §5) and show them under the cell.
        handleErrors: !v.quiet,
      }),
    onSuccess: (res) => {
      toastSaved(res.message ?? 'Contact has been updated successfully!');
      contactChanged(res);
    },
  });
}

export type ContactFieldRoute =
  | { path: 'update-starred'; body: { starred: boolean } }
  | { path: 'update-flagged'; body: { flagged: boolean } }
  | { path: 'change-temperature'; body: { temperature: Contact['temperature'] } }
  | { path: 'update-member-id'; body: { member_id: string | null } }
  | { path: 'update-birthday'; body: { birthday: string | null } };

/** The one-field edits of the profile and table (starred, flagged, temperature, …). */
export function useContactField() {
  return useMutation({
    mutationFn: (v: { id: number } & ContactFieldRoute) =>
      api.patch(`contact/${v.id}/${v.path}`, contactResponse, { body: v.body }),
    onMutate: (v) => {
      // Toggles answer at once; the server's contact replaces this when it arrives.
      const key = contactKeys.detail(v.id);
      const previous = queryClient.getQueryData<ContactResponse>(key);
      if (previous && (v.path === 'update-starred' || v.path === 'update-flagged')) {
        queryClient.setQueryData(key, { ...previous, contact: { ...previous.contact, ...v.body } });
      }
      return { previous };
    },
    onError: (_e, v, context) => {
      if (context?.previous) queryClient.setQueryData(contactKeys.detail(v.id), context.previous);
    },
    onSuccess: (res) => {
      toastSaved(res.message ?? 'Contact has been updated successfully!');
      contactChanged(res);
    },
  });
}

export function useUploadPhoto() {
  return useMutation({
    mutationFn: (v: { id: number; file: File }) => {
      const form = new FormData();
      form.append('photo', v.file);
      // The caller shows the image errors of 000 §8 itself.
      return api.patch(`contact/${v.id}/update-photo`, contactPhotoResponse, {
        form,
        handleErrors: false,
      });
    },
    onSuccess: (res, v) => {
      toastSuccess(res.message);
      const key = contactKeys.detail(v.id);
      const previous = queryClient.getQueryData<ContactResponse>(key);
      if (previous) {
        queryClient.setQueryData(key, {
          ...previous,
          contact: { ...previous.contact, photo: res.photo },
        });
      }
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists });
    },
  });
}

export function usePortalPassword() {
  return useMutation({
    mutationFn: (v: { id: number; password: string; password_confirmation: string }) =>
      api.post(`contact/${v.id}/update-portal-password`, statusMessageResponse, {
        body: { password: v.password, password_confirmation: v.password_confirmation },
      }),
    onSuccess: (res, v) => {
      toastSuccess(res.message);
      void queryClient.invalidateQueries({ queryKey: contactKeys.detail(v.id) });
    },
  });
}

/** Portal account and delivery switches are bulk calls; the profile sends its one id. */
export function useContactSwitch() {
  return useMutation({
    mutationFn: (
      v:
        | { kind: 'portal'; id: number; portal_active: boolean }
        | { kind: 'delivery'; id: number; email_enabled?: boolean; sms_enabled?: boolean },
    ) => {
      const selection: ContactSelectionInput = { ids: [v.id] };
      if (v.kind === 'portal') {
        return api.patch('contact/portal-account-activate-suspend', bulkResultResponse, {
          body: { selection, portal_active: v.portal_active },
        });
      }
      const { kind: _kind, id: _id, ...flags } = v;
      return api.patch('contact/update-delivery-status', bulkResultResponse, {
        body: { selection, ...flags },
      });
    },
    onSuccess: (res, v) => {
      toastSuccess(res.message);
      void queryClient.invalidateQueries({ queryKey: contactKeys.detail(v.id) });
    },
  });
}

// Bulk actions (001 §6: what the user may take is decided by abilities.bulk)

export type BulkRequest =
  | { action: 'add-tag' | 'remove-tag'; tag_ids: number[] }
  | { action: 'change-status'; status: string }
  | { action: 'change-gender'; gender: Gender }
  | { action: 'update-last-action'; last_action: LastAction | null }
  | { action: 'add-to-group'; group_id: number }
  | { action: 'move' | 'copy-to-location'; location_id: number }
  | { action: 'delete' };

type Call = { method: 'post' | 'patch'; path: string; body: Record<string, unknown> };

/** The call each bulk action makes, with the selection body (ids or the filter). */
export function bulkCall(request: BulkRequest, selection: ContactSelectionInput): Call {
  switch (request.action) {
    case 'add-tag':
      return {
        method: 'patch',
        path: 'tag/add-contact',
        body: { tag_ids: request.tag_ids, selection },
      };
    case 'remove-tag':
      return {
        method: 'patch',
        path: 'tag/remove-contact',
        body: { tag_ids: request.tag_ids, selection },
      };
    case 'change-status':
      return {
        method: 'patch',
        path: 'contact/change-status',
        body: { selection, status: request.status },
      };
    case 'change-gender':
      return {
        method: 'patch',
        path: 'contact/change-gender',
        body: { selection, gender: request.gender },
      };
    case 'update-last-action':
      return {
        method: 'patch',
        path: 'contact/update-last-action',
        body: { selection, last_action: request.last_action },
      };
    case 'add-to-group':
      return {
        method: 'patch',
        path: 'group/add-contacts',
        body: { group_id: request.group_id, selection },
      };
    case 'move':
      return {
        method: 'post',
        path: 'contact/move',
        body: { selection, location_id: request.location_id },
      };
    case 'copy-to-location':
      return {
        method: 'post',
        path: 'contact/copy-to-location',
        body: { selection, location_id: request.location_id },
      };
    case 'delete':
      return { method: 'post', path: 'contact/delete', body: { selection } };
  }
}

const bulkAnswer = z.looseObject({ status: z.literal(1), message: z.string() });

export function useBulkAction() {
  return useMutation({
    mutationFn: (v: { request: BulkRequest; selection: ContactSelectionInput }) => {
      const call = bulkCall(v.request, v.selection);
      return api[call.method](call.path, bulkAnswer, { body: call.body });
    },
    onSuccess: (res, v) => {
      toastSuccess(res.message);
      void invalidateContactLists();
      void queryClient.invalidateQueries({ queryKey: ['contacts', 'detail'] });
      void queryClient.invalidateQueries({ queryKey: ['contacts', 'profile'] });
      if (v.request.action === 'copy-to-location') void refreshPlanLimit().catch(() => undefined);
    },
  });
}

export function useRestoreContacts() {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post('contact/restore', bulkResultResponse, { body: { ids } }),
    onSuccess: (res) => {
      toastSuccess(res.message);
      void invalidateContactLists();
      void refreshPlanLimit().catch(() => undefined);
    },
  });
}

export function useMergeContacts() {
  return useMutation({
    mutationFn: (body: ContactMergeBody) => api.post('contact/merge', contactResponse, { body }),
    onSuccess: (res) => {
      toastSuccess(res.message ?? 'Contacts have been merged successfully!');
      void invalidateContactLists();
      void refreshPlanLimit().catch(() => undefined);
    },
  });
}

/** GET contact/export as a blob, saved under the server's file name. */
export function useExportContacts() {
  return useMutation({
    mutationFn: async (v: {
      method: 'csv' | 'xlsx';
      selection: Selection | null;
      state: ListState;
    }) => {
      const base = v.selection ? exportParams(v.selection) : exportFilterParams(v.state);
      const file = await api.download('contact/export', `contacts.${v.method}`, {
        query: {
          ...base,
          export_method: v.method,
          sort_by: v.state.sortBy,
          sort_dir: v.state.sortDir,
        },
      });
      saveFile(file);
      return file;
    },
  });
}

function exportFilterParams(state: ListState): QueryValues {
  const { page: _p, per_page: _pp, sort_by: _s, sort_dir: _d, ...filter } = listQueryOf(state);
  return filter;
}

// Profile sections

export function useNotes(id: number, page: number) {
  return useQuery({
    queryKey: contactKeys.notes(id, page),
    queryFn: ({ signal }) =>
      api.get(`contact/${id}/notes`, notePage, { query: { page, per_page: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

function invalidateProfile(id: number): void {
  void queryClient.invalidateQueries({ queryKey: contactKeys.profile(id) });
}

export function useAddNote() {
  return useMutation({
    mutationFn: (v: { contact_id: number; body: string }) =>
      api.post('contact/add-note', noteResponse, { body: v }),
    onSuccess: (res, v) => {
      toastSuccess(res.message);
      invalidateProfile(v.contact_id);
    },
  });
}

export function useUpdateNote() {
  return useMutation({
    mutationFn: (v: { contact_id: number; note_id: number; body: string }) =>
      api.patch(`contact/${v.contact_id}/update-note`, noteResponse, {
        body: { note_id: v.note_id, body: v.body },
      }),
    onSuccess: (res, v) => {
      toastSuccess(res.message);
      invalidateProfile(v.contact_id);
    },
  });
}

export function useDeleteNotes() {
  return useMutation({
    mutationFn: (v: { contact_id: number; note_ids: number[] }) =>
      api.post('contact/delete-notes', bulkResultResponse, { body: v }),
    onSuccess: (res, v) => {
      toastSuccess(res.message);
      invalidateProfile(v.contact_id);
    },
  });
}

export function useRewards(id: number) {
  return useQuery({
    queryKey: contactKeys.rewards(id),
    queryFn: ({ signal }) => api.get(`contact/${id}/rewards`, rewardsResponse, { signal }),
  });
}

export type RewardRequest =
  | { kind: 'send'; contact_id: number; points: number; reason: string }
  | { kind: 'edit'; contact_id: number; reward_id: number; points: number; reason: string }
  | { kind: 'redeem'; contact_id: number; points: number; reason: string }
  | { kind: 'delete'; contact_id: number; reward_ids: number[] };

const rewardPaths = {
  send: 'contact/send-reward',
  edit: 'contact/edit-rewards',
  redeem: 'contact/redeemed-reward-points',
  delete: 'contact/delete-rewards',
} as const;

export function useRewardAction() {
  return useMutation({
    mutationFn: ({ kind, ...body }: RewardRequest) =>
      api.post(rewardPaths[kind], rewardResponse, { body }),
    onSuccess: (res, v) => {
      toastSuccess(res.message);
      const { message: _m, ...rewards } = res;
      queryClient.setQueryData(contactKeys.rewards(v.contact_id), rewards);
      void queryClient.invalidateQueries({ queryKey: contactKeys.stats(v.contact_id) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.features(v.contact_id) });
    },
  });
}

export function useLifecycles(id: number, page: number) {
  return useQuery({
    queryKey: contactKeys.lifecycles(id, page),
    queryFn: ({ signal }) =>
      api.get(`contact/${id}/lifecycles`, lifecyclePage, { query: { page, per_page: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContactStats(id: number) {
  return useQuery({
    queryKey: contactKeys.stats(id),
    queryFn: ({ signal }) => api.get(`contact/${id}/stats`, contactStatsResponse, { signal }),
    select: (res) => res.stats,
  });
}

export function useFeaturesUsed(id: number) {
  return useQuery({
    queryKey: contactKeys.features(id),
    queryFn: ({ signal }) =>
      api.get(`contact/${id}/features-used`, featuresUsedResponse, { signal }),
    select: (res) => res.features,
  });
}
export const featureNames = contactFeatures;

/** Profile sections of areas not built yet: their real lists (empty for now). */
export const assetSections = [
  {
    key: 'email-logs',
    label: 'Email logs',
    empty: 'No emails have been sent to this contact yet.',
  },
  { key: 'pages', label: 'Pages', empty: 'No pages have been shared with this contact yet.' },
  { key: 'sequences', label: 'Sequences', empty: 'This contact is not in any sequence yet.' },
  {
    key: 'playbooks',
    label: 'Playbooks',
    empty: 'No playbooks have been sent to this contact yet.',
  },
  { key: 'journeys', label: 'Journeys', empty: 'This contact is not on any journey yet.' },
  {
    key: 'broadcast-logs',
    label: 'Broadcast logs',
    empty: 'This contact has not received any broadcast yet.',
  },
] as const;
export type AssetSection = (typeof assetSections)[number]['key'];

export function useAssetSection(id: number, section: AssetSection, page: number, enabled = true) {
  return useQuery({
    queryKey: contactKeys.section(id, section, page),
    queryFn: ({ signal }) =>
      section === 'email-logs'
        ? api.get(`contact/${id}/email-logs`, sectionPage, {
            query: { page, per_page: 10 },
            signal,
          })
        : api.get(`contact/${section}`, sectionPage, {
            query: { contact_id: id, page, per_page: 10 },
            signal,
          }),
    enabled,
  });
}

// Import (000 §4.6, 001 §7) and its log

export function useMapCsv() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post('contact/map-csv-field', mapCsvFieldResponse, { form });
    },
  });
}

export function useStartImport() {
  return useMutation({
    mutationFn: (body: ImportBody) => api.post('contact/import', importResponse, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.importLogs });
    },
  });
}

export function useImportLogs(
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
) {
  return useQuery({
    queryKey: contactKeys.importLogs,
    queryFn: ({ signal }) => api.get('contact/import-log', importLogResponse, { signal }),
    select: (res) => res.data,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
  });
}

export function useDeleteImportLog() {
  return useMutation({
    mutationFn: (v: { id: number; quiet?: boolean }) =>
      api.post('contact/delete-csv-import-log', statusResponse, {
        body: { id: v.id },
        handleErrors: !v.quiet,
      }),
    onSuccess: (_res, v) => {
      if (!v.quiet) toastSuccess('Import log has been deleted successfully!');
      void queryClient.invalidateQueries({ queryKey: contactKeys.importLogs });
    },
  });
}

export function useDownloadFailedRows() {
  return useMutation({
    mutationFn: async (importId: number) => {
      const file = await api.download(
        `contact/import-log/${importId}/failed-rows`,
        `failed-rows-${importId}.csv`,
      );
      saveFile(file);
      return file;
    },
  });
}

/** After an import: the list, its counts and the plan limit are read again (000 §4.6, §7.4). */
export async function afterImport(): Promise<void> {
  await invalidateContactLists();
  await refreshPlanLimit().catch(() => undefined);
}

/** Status of a failed request, 0 when it is not an API error. */
export function statusOf(error: unknown): number {
  return isApiError(error) ? error.status : 0;
}

export function useInvalidate() {
  const client = useQueryClient();
  return (key: QueryKey) => client.invalidateQueries({ queryKey: key });
}
