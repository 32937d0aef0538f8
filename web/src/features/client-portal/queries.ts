import {
  type AnnouncementInput,
  clientPortalEndpoints,
  type RenameTabBody,
  rewardEndpoints,
  type UpdateAnnouncementBody,
  type UpdateCalendarTitleBody,
  type UpdateNavigationBody,
  type UpdatePortalOptionsBody,
  type WelcomeInput,
} from '@coachline/contract/client-portal';
import { clientPortalContentEndpoints as content } from '@coachline/contract/portal';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { clientPortalKeys, rewardSettingKeys } from './keys';

// The accessed location's client portal (001 §7 Client portal) and reward settings (001 §7
// "Content setting, rewards…"). Every write answers the whole setting; the list refetches.

const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useClientPortalSettings() {
  return useQuery({
    queryKey: clientPortalKeys.settings,
    queryFn: ({ signal }) => api.call(clientPortalEndpoints.get, {}, { signal }),
  });
}

export function useUpdatePortalOptions() {
  return useMutation({
    mutationFn: (body: UpdatePortalOptionsBody) =>
      api.call(clientPortalEndpoints.updateSettings, { body }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useRenameTab() {
  return useMutation({
    mutationFn: (body: RenameTabBody) => api.call(clientPortalEndpoints.renameTab, { body }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useUpdateCalendarTitle() {
  return useMutation({
    mutationFn: (body: UpdateCalendarTitleBody) =>
      api.call(clientPortalEndpoints.updateCalendarTitle, { body }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useUpdateWelcome() {
  return useMutation({
    mutationFn: (body: WelcomeInput) => api.call(clientPortalEndpoints.updateWelcome, { body }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

/** Adds an announcement to the location `accountId` (the accessed one). */
export function useAddAnnouncement(accountId: number) {
  return useMutation({
    mutationFn: (body: AnnouncementInput) =>
      api.call(clientPortalEndpoints.addAnnouncement, { params: { account: accountId }, body }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useUpdateAnnouncement() {
  return useMutation({
    mutationFn: (body: UpdateAnnouncementBody) =>
      api.call(clientPortalEndpoints.updateAnnouncement, { body }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useSortAnnouncements() {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(clientPortalEndpoints.sortAnnouncements, { body: { ids } }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useDeleteAnnouncement() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call(clientPortalEndpoints.deleteAnnouncement, { params: { announcement: id } }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useSaveNavigationItem() {
  return useMutation({
    mutationFn: (body: UpdateNavigationBody) =>
      api.call(clientPortalEndpoints.updateNavigation, { body }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useSortNavigation() {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.call(clientPortalEndpoints.sortNavigation, { body: { ids } }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useDeleteNavigationItem() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call(clientPortalEndpoints.deleteNavigation, { params: { navigation: id } }),
    meta: { invalidates: [clientPortalKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useRewardSetting(enabled = true) {
  return useQuery({
    queryKey: rewardSettingKeys.setting,
    queryFn: ({ signal }) => api.call(rewardEndpoints.getSetting, {}, { signal }),
    enabled,
  });
}

export function useUpdatePointName() {
  return useMutation({
    mutationFn: (point_name: string) =>
      api.call(rewardEndpoints.updatePointName, { body: { point_name } }),
    meta: { invalidates: [rewardSettingKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useUpdatePointCurrency() {
  return useMutation({
    mutationFn: (point_currency: string) =>
      api.call(rewardEndpoints.updatePointCurrency, { body: { point_currency } }),
    meta: { invalidates: [rewardSettingKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useUpdateRewardNotification() {
  return useMutation({
    mutationFn: (notification: boolean) =>
      api.call(rewardEndpoints.updateNotification, { body: { notification } }),
    meta: { invalidates: [rewardSettingKeys.all] },
    onSuccess: toastMessage,
  });
}

/** One of a contact's portal reads, off until a contact is chosen. */
const contentQuery = <T>(
  name: string,
  contactId: number | undefined,
  read: (query: { contact_id: number }, signal: AbortSignal) => Promise<T>,
) => ({
  queryKey: clientPortalKeys.contentOf(contactId ?? 0, name),
  queryFn: ({ signal }: { signal: AbortSignal }) => read({ contact_id: contactId ?? 0 }, signal),
  enabled: contactId !== undefined,
});

/** What one contact's portal holds, read for the preview; nothing until a contact is chosen. */
export function usePortalContentOf(contactId: number | undefined) {
  const [playbooks, pages, forms, files] = useQueries({
    queries: [
      contentQuery('playbooks', contactId, (query, signal) =>
        api.call(content.playbooks, { query }, { signal }),
      ),
      contentQuery('pages', contactId, (query, signal) =>
        api.call(content.pages, { query }, { signal }),
      ),
      contentQuery('forms', contactId, (query, signal) =>
        api.call(content.forms, { query }, { signal }),
      ),
      contentQuery('files', contactId, (query, signal) =>
        api.call(content.files, { query }, { signal }),
      ),
    ] as const,
  });
  if (contactId === undefined) return { state: 'none' as const };
  const failed = [playbooks, pages, forms, files].find((q) => q.error)?.error;
  if (failed) return { state: 'failed' as const, error: failed };
  if (!playbooks.data || !pages.data || !forms.data || !files.data)
    return { state: 'loading' as const };
  return {
    state: 'ready' as const,
    content: {
      playbooks: playbooks.data.data,
      pages: pages.data.data,
      forms: forms.data.data,
      files: files.data.data,
    },
  };
}
export type PortalContent = Extract<
  ReturnType<typeof usePortalContentOf>,
  { state: 'ready' }
>['content'];
