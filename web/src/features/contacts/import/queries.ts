import { contactImportEndpoints, type importBody } from '@coachline/contract/contact-import';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryClient } from '../../../app/queryClient';
import { saveFile } from '../../../ui/saveFile';
import { toastSuccess } from '../../../ui/toast';
import { contactCountKeys, contactKeys } from '../keys';

// Import (000 §4.6, 001 §7) and its log.

export function useMapCsv() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.call(contactImportEndpoints.mapCsvField, {}, { form });
    },
  });
}

export function useStartImport() {
  return useMutation({
    mutationFn: (body: z.input<typeof importBody>) =>
      api.call(contactImportEndpoints.start, { body }),
    meta: { invalidates: [contactKeys.importLogs] },
  });
}

export function useImportLogs(
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
) {
  return useQuery({
    queryKey: contactKeys.importLogs,
    queryFn: ({ signal }) => api.call(contactImportEndpoints.logs, {}, { signal }),
    select: (res) => res.data,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
  });
}

export function useDeleteImportLog() {
  return useMutation({
    mutationFn: (v: { id: number; quiet?: boolean }) =>
      api.call(
        contactImportEndpoints.deleteLog,
        { body: { id: v.id } },
        { handleErrors: !v.quiet },
      ),
    meta: { invalidates: [contactKeys.importLogs] },
    onSuccess: (_res, v) => {
      if (!v.quiet) toastSuccess('Import log has been deleted successfully!');
    },
  });
}

/** A page of the contacts an import created or changed. */
export function useImportedContacts(
  importId: number,
  kind: 'created' | 'updated',
  page: number,
  enabled: boolean,
) {
  return useQuery({
    enabled,
    queryKey: contactKeys.imported(importId, kind, page),
    queryFn: ({ signal }) =>
      api.call(
        contactImportEndpoints.importedContacts,
        { params: { importId }, query: { kind, page, per_page: 10 } },
        { signal },
      ),
  });
}

export function useUndoImport() {
  return useMutation({
    mutationFn: (importId: number) =>
      api.call(contactImportEndpoints.undo, { params: { importId } }),
    meta: { invalidates: [contactKeys.importLogs, ...contactCountKeys] },
    onSuccess: () => toastSuccess('The import has been undone.'),
  });
}

export function useDownloadImportFile() {
  return useMutation({
    mutationFn: async (log: { id: number; file_name: string }) => {
      const file = await api.download(contactImportEndpoints.file, log.file_name, {
        params: { importId: log.id },
      });
      saveFile(file);
      return file;
    },
  });
}

export function useDownloadFailedRows() {
  return useMutation({
    mutationFn: async (importId: number) => {
      const file = await api.download(
        contactImportEndpoints.failedRows,
        `failed-rows-${importId}.csv`,
        { params: { importId } },
      );
      saveFile(file);
      return file;
    },
  });
}

/**
 * After an import: the list, its counts and the plan limit are read again (000 §4.6, §7.4).
 * The import ran as a job, not as a write of this page, so no mutation names these.
 */
export async function afterImport(): Promise<void> {
  await Promise.all(
    contactCountKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
