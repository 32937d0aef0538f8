import {
  type ChangePermissionInput,
  type FileEntry,
  type FilePermission,
  type FileStatus,
  fileEndpoints,
  type SendToContactInput,
} from '@coachline/contract/files';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { saveFile } from '../../ui/saveFile';
import { toastSuccess } from '../../ui/toast';
import { fileKeys } from './keys';

// The file manager (001 §7 Files).

export type FileQuery = NonNullable<Parameters<typeof fileKeys.list>[0]>;

export function useFiles(query: FileQuery) {
  return useQuery({
    queryKey: fileKeys.list(query),
    queryFn: ({ signal }) => api.call(fileEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const writes = { invalidates: [fileKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

/**
 * Uploads the files in one request; `onProgress` hears, per file in order, the share of it
 * sent so far (from the bytes sent: the multipart framing is small beside the files).
 */
export function useUploadFiles(onProgress: (shares: number[]) => void) {
  return useMutation({
    mutationFn: ({ files, folderId }: { files: File[]; folderId: number | null }) => {
      const form = new FormData();
      // The folder first: the server reads it before the files stream past.
      form.append('folder_id', String(folderId ?? 0));
      for (const file of files) form.append('files', file, file.name);
      return api.upload(fileEndpoints.upload, form, (sent) => {
        let before = 0;
        onProgress(
          files.map((file) => {
            const share = file.size === 0 ? 1 : (sent - before) / file.size;
            before += file.size;
            return Math.min(1, Math.max(0, share));
          }),
        );
      });
    },
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Asks validate-name (001 §5) first, so a taken or bad name is refused before any change. */
export function useRenameFile() {
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => {
      await api.call(fileEndpoints.validateName, { body: { id, name } });
      return api.call(fileEndpoints.rename, { params: { file: id }, body: { name } });
    },
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useArchiveFiles() {
  return useMutation({
    mutationFn: (body: { ids: number[]; status: FileStatus }) =>
      api.call(fileEndpoints.archive, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteFiles() {
  return useMutation({
    mutationFn: (body: { ids: number[]; confirmation: string }) =>
      api.call(fileEndpoints.remove, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** One file, named by the server (with its random prefix), then counted (update-stats). */
export function useDownloadFile() {
  return useMutation({
    mutationFn: async (file: FileEntry) => {
      saveFile(
        await api.download(fileEndpoints.download, `${file.name}.${file.ext}`, {
          params: { file: file.id },
        }),
      );
      return api.call(fileEndpoints.updateStats, { body: { id: file.id } });
    },
    meta: writes,
  });
}

/** Several files as one files.zip. */
export function useDownloadZip() {
  return useMutation({
    mutationFn: async (ids: number[]) =>
      saveFile(
        await api.download(fileEndpoints.downloadZip, 'files.zip', {
          query: { ids: ids.join(',') },
        }),
      ),
  });
}

// Who sees a file (001 §6)

/** The location's users who may view files, and whether each sees this one. */
export function useFileUsers(fileId: number | null) {
  return useQuery({
    queryKey: fileKeys.users(fileId ?? 0),
    queryFn: ({ signal }) =>
      api.call(fileEndpoints.users, { params: { file: fileId! } }, { signal }),
    enabled: fileId !== null,
  });
}

export function useChangePermission() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangePermissionInput }) =>
      api.call(fileEndpoints.changePermission, { params: { file: id }, body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useUpdatePermission() {
  return useMutation({
    mutationFn: (body: { ids: number[]; permission: FilePermission }) =>
      api.call(fileEndpoints.updatePermission, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

// Files sent to contacts

/** Every enabled file the user sees, by name (a picker's list; `truncated` past the bound). */
export function usePickableFiles(search: string, enabled = true) {
  return useQuery({
    queryKey: fileKeys.pickable(search),
    queryFn: ({ signal }) =>
      api.call(fileEndpoints.listAll, { query: { search: search || undefined } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useContactFiles(contactId: number, page: number) {
  return useQuery({
    queryKey: fileKeys.contact(contactId, page),
    queryFn: ({ signal }) =>
      api.call(
        fileEndpoints.contactList,
        { params: { contact: contactId }, query: { page, per_page: 10 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSendToContacts() {
  return useMutation({
    mutationFn: (body: SendToContactInput) => api.call(fileEndpoints.sendToContact, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRemoveFromContact() {
  return useMutation({
    mutationFn: (body: { contact_id: number; file_ids: number[] }) =>
      api.call(fileEndpoints.removeFromContact, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}
