import {
  type ContactEnableDisablePageBody,
  type CreatePageBody,
  type PageDisableBody,
  type PageListQuery,
  pageEndpoints,
  type SendPagesBody,
  type UpdatePageBody,
} from '@coachline/contract/pages';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { saveFile } from '../../ui/saveFile';
import { toastSuccess } from '../../ui/toast';
import { pageKeys } from './keys';

// The pages of the location, their downloads and members, and the pages of a contact (001 §7
// Page and Contact).

export function usePages(query: PageListQuery) {
  return useQuery({
    queryKey: pageKeys.list(query),
    queryFn: ({ signal }) => api.call(pageEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Pages by title for the profile's picker. */
export function usePickablePages(search: string, enabled: boolean) {
  return useQuery({
    queryKey: pageKeys.pickable(search),
    enabled,
    queryFn: ({ signal }) =>
      api.call(pageEndpoints.listAll, { query: { search: search || undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The page the editor opens; null when the location has no such page. */
export function usePageDetails(pageId: number | null) {
  return useQuery({
    queryKey: pageKeys.details(pageId ?? 0),
    enabled: pageId !== null,
    queryFn: async ({ signal }) => {
      try {
        const res = await api.call(
          pageEndpoints.details,
          { params: { page: pageId ?? 0 } },
          { signal, handleErrors: false },
        );
        return res.page;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function usePageDownloads(pageId: number) {
  return useQuery({
    queryKey: pageKeys.downloads(pageId),
    queryFn: ({ signal }) =>
      api.call(pageEndpoints.downloads, { params: { page: pageId } }, { signal }),
    select: (res) => res.downloads,
  });
}

export function usePageMembers(pageId: number, page: number) {
  return useQuery({
    queryKey: pageKeys.members(pageId, page),
    queryFn: ({ signal }) =>
      api.call(
        pageEndpoints.assignedMembers,
        { params: { page: pageId }, query: { page } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useContactPages(contactId: number, page: number) {
  return useQuery({
    queryKey: pageKeys.ofContact(contactId, page),
    queryFn: ({ signal }) =>
      api.call(
        pageEndpoints.contactPages,
        { params: { contact: contactId }, query: { page } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

const writes = { invalidates: [pageKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useCreatePage() {
  return useMutation({
    mutationFn: (body: CreatePageBody) => api.call(pageEndpoints.create, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRenamePage() {
  return useMutation({
    mutationFn: (body: { page_id: number; title: string }) =>
      api.call(pageEndpoints.rename, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDuplicatePage() {
  return useMutation({
    mutationFn: (pageId: number) =>
      api.call(pageEndpoints.duplicate, { body: { page_id: pageId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeletePage() {
  return useMutation({
    mutationFn: (pageId: number) => api.call(pageEndpoints.remove, { body: { page_id: pageId } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/**
 * Saves the editor's fields. 001 §4: without a page id the update resolves false, and no call
 * is made.
 */
export function useUpdatePage(pageId: number | null) {
  return useMutation({
    mutationFn: async (body: UpdatePageBody) => {
      if (pageId === null) return false as const;
      return api.call(pageEndpoints.update, { params: { page: pageId }, body });
    },
    meta: writes,
    onSuccess: (res) => {
      if (res) toastMessage(res);
    },
  });
}

/** Hides the page from every contact, with its message, or shows it again. */
export function usePageDisable() {
  return useMutation({
    mutationFn: (body: PageDisableBody) =>
      api.call(pageEndpoints.pageDisable, { body }, { handleErrors: false }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useSendPages() {
  return useMutation({
    mutationFn: (body: SendPagesBody) => api.call(pageEndpoints.sendToContact, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRestrictPages() {
  return useMutation({
    mutationFn: (body: SendPagesBody) => api.call(pageEndpoints.restrictFromContact, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRemoveMembers() {
  return useMutation({
    mutationFn: (body: { page_id: number; contact_ids: number[] }) =>
      api.call(pageEndpoints.deleteAssignedMembers, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** The page enabled or disabled for contacts it was sent to (its members). */
export function useEnableDisablePage() {
  return useMutation({
    mutationFn: (body: { page_id: number; contact_ids: number[]; enabled: boolean }) =>
      api.call(pageEndpoints.enableDisable, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useContactEnableDisablePage() {
  return useMutation({
    mutationFn: (body: ContactEnableDisablePageBody) =>
      api.call(pageEndpoints.contactEnableDisable, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Uploads a download, telling `onProgress` the share of its bytes sent (0 to 100). */
export function useUploadDownload(pageId: number, onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      onProgress(0);
      return api.upload(
        pageEndpoints.uploadDownload,
        form,
        (sent, total) => onProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
        { params: { page: pageId } },
      );
    },
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRenameDownload() {
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.call(pageEndpoints.renameDownload, { params: { download: id }, body: { name } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteDownload() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call(pageEndpoints.deleteDownload, { body: { download_id: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** One download's bytes, saved under its name. */
export function useSaveDownload() {
  return useMutation({
    mutationFn: async (download: { id: number; name: string; ext: string }) =>
      saveFile(
        await api.download(pageEndpoints.fileOfDownload, `${download.name}.${download.ext}`, {
          params: { download: download.id },
        }),
      ),
  });
}
