import { contentImportEndpoints as endpoints } from '@coachline/contract/content-import';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

// The content import wizard's calls (000 §7.6). Verification answers status 0 for a file that
// is wrong, which the wizard shows as its Oops! step: only transport and field errors throw.

export const contentImportKeys = {
  all: ['content-import'] as const,
  locations: ['content-import', 'locations'] as const,
  histories: (batch: number | undefined) =>
    ['content-import', 'histories', batch ?? 'latest'] as const,
};

export function useContentLocations(enabled: boolean) {
  return useQuery({
    queryKey: contentImportKeys.locations,
    queryFn: ({ signal }) => api.call(endpoints.locations, {}, { signal }),
    enabled,
  });
}

/** The batches and the items of one; refreshed every 2 s while `live` (an import runs). */
export function useContentHistories(batch: number | undefined, enabled: boolean, live = false) {
  return useQuery({
    queryKey: contentImportKeys.histories(batch),
    queryFn: ({ signal }) =>
      api.call(endpoints.histories, { query: batch === undefined ? {} : { batch } }, { signal }),
    enabled,
    refetchInterval: live ? 2000 : false,
  });
}

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

export function useVerifyContent() {
  return useMutation({
    mutationFn: (file: File) =>
      api.upload(endpoints.verifyCsv, fileForm(file), () => {}, { handleErrors: false }),
  });
}

export function useImportContents() {
  return useMutation({
    mutationFn: (request: { file: File; accountIds: number[]; useSavedStyling: boolean }) => {
      const form = new FormData();
      // The fields first: the server reads them before the file streams past.
      for (const id of request.accountIds) form.append('user_ids', String(id));
      form.append('use_default_styling', request.useSavedStyling ? '1' : '0');
      form.append('file', request.file, request.file.name);
      return api.upload(endpoints.importContents, form, () => {});
    },
    meta: { invalidates: [contentImportKeys.all] },
  });
}
