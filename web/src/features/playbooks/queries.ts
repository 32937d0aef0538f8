import { realtimeEvents } from '@coachline/contract/api';
import {
  type CanvaImport,
  canvaImport,
  playbookEndpoints as endpoints,
  type PlaybookListQuery,
  type SendPlaybooksBody,
  type UpdateSettingsBody,
} from '@coachline/contract/playbooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, isApiError } from '../../api/client';
import { onRealtime } from '../../app/realtime';
import { toastSuccess } from '../../ui/toast';
import { playbookKeys } from './keys';

// The playbooks of the location and everything in them (001 §7 Playbook).

const writes = { invalidates: [playbookKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function usePlaybooks(query: PlaybookListQuery) {
  return useQuery({
    queryKey: playbookKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePickablePlaybooks(search: string, enabled: boolean) {
  return useQuery({
    queryKey: playbookKeys.pickable(search),
    enabled,
    queryFn: ({ signal }) =>
      api.call(endpoints.listAll, { query: search ? { search } : {} }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: playbookKeys.categories,
    queryFn: ({ signal }) => api.call(endpoints.categories, {}, { signal }),
    select: (res) => res.categories,
  });
}

export function useSmartSteps() {
  return useQuery({
    queryKey: playbookKeys.smartSteps,
    queryFn: ({ signal }) => api.call(endpoints.smartSteps, {}, { signal }),
    select: (res) => res.smart_steps,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The playbook the editor opens; null when the location has no such playbook. */
export function usePlaybookDetails(id: number | null) {
  return useQuery({
    queryKey: playbookKeys.details(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      try {
        const res = await api.call(
          endpoints.details,
          { params: { playbook: id ?? 0 } },
          { signal, handleErrors: false },
        );
        return res.playbook;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function usePlaybookUsers(id: number, page: number) {
  return useQuery({
    queryKey: playbookKeys.users(id, page),
    queryFn: ({ signal }) =>
      api.call(endpoints.users, { params: { playbook: id }, query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePlaybookQuestions(id: number, page: number) {
  return useQuery({
    queryKey: playbookKeys.questions(id, page),
    queryFn: ({ signal }) =>
      api.call(endpoints.questions, { query: { playbook_id: id, page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePlaybookAnalytics(id: number) {
  return useQuery({
    queryKey: playbookKeys.analytics(id),
    queryFn: ({ signal }) =>
      api.call(endpoints.analytics, { query: { playbook_id: id } }, { signal }),
  });
}

export function useContactPlaybooks(contactId: number, page: number) {
  return useQuery({
    queryKey: playbookKeys.contact(contactId, page),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.contactPlaybooks,
        { params: { contact: contactId }, query: { page } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A write of the playbooks area: its answer's message toasted, every playbook query renewed. */
function useWrite<I, R extends { message: string }>(call: (input: I) => Promise<R>) {
  return useMutation({ mutationFn: call, meta: writes, onSuccess: toastMessage });
}

export const useCreatePlaybook = () =>
  useWrite((body: { title: string; category_id?: number | null; folder_id?: number }) =>
    api.call(endpoints.create, { body }),
  );
export const useRenamePlaybook = () =>
  useWrite((body: { playbook_id: number; title: string }) => api.call(endpoints.rename, { body }));
export const useDuplicatePlaybook = () =>
  useWrite((id: number) => api.call(endpoints.duplicate, { body: { playbook_id: id } }));
export const useDeletePlaybook = () =>
  useWrite((id: number) => api.call(endpoints.remove, { body: { playbook_id: id } }));
export const usePinPlaybook = () =>
  useWrite((input: { id: number; is_pinned: boolean }) =>
    api.call(endpoints.pinUnpin, {
      params: { playbook: input.id },
      body: { is_pinned: input.is_pinned },
    }),
  );
export const useAllClients = () =>
  useWrite((input: { id: number; all_clients: boolean }) =>
    api.call(endpoints.enableDisableAllClients, {
      params: { playbook: input.id },
      body: { all_clients: input.all_clients },
    }),
  );
export const useCreateCategory = () =>
  useWrite((name: string) => api.call(endpoints.createCategory, { body: { name } }));
export const useDeleteCategory = () =>
  useWrite((id: number) => api.call(endpoints.deleteCategory, { body: { category_id: id } }));
export const useUpdateSettings = (id: number) =>
  useWrite((body: UpdateSettingsBody) =>
    api.call(endpoints.updateSettings, { params: { playbook: id }, body }),
  );
export const useSendPlaybooks = () =>
  useWrite((body: SendPlaybooksBody) => api.call(endpoints.sendToContact, { body }));
export const useRestrictPlaybooks = () =>
  useWrite((body: SendPlaybooksBody) => api.call(endpoints.restrictFromContact, { body }));
export const useResend = (id: number) =>
  useWrite((contactIds?: number[]) =>
    api.call(endpoints.resend, {
      params: { playbook: id },
      body: contactIds ? { contact_ids: contactIds } : {},
    }),
  );

// Steps and tabs
export const useBlankStep = () =>
  useWrite((body: { playbook_id: number; smart_step?: string }) =>
    api.call(endpoints.blankStep, { body }),
  );
export const useUpdateStep = () =>
  useWrite((input: { step: number; title?: string; content?: string }) => {
    const { step, ...body } = input;
    return api.call(endpoints.updateStep, { params: { step }, body });
  });
export const useDeleteStep = () =>
  useWrite((step: number) => api.call(endpoints.removeStep, { params: { step } }));
export const useSortSteps = (id: number) =>
  useWrite((stepIds: number[]) =>
    api.call(endpoints.sortSteps, { params: { playbook: id }, body: { step_ids: stepIds } }),
  );
export const useArchiveSteps = (archive: boolean) =>
  useWrite((body: { playbook_id: number; step_ids: number[] }) =>
    api.call(archive ? endpoints.archive : endpoints.restore, { body }),
  );
export const useDegroup = () =>
  useWrite((body: { playbook_id: number; canva_import_id: number }) =>
    api.call(endpoints.degroup, { body }),
  );

// The Canva import

/** Sends a Canva zip to be built into the playbook's steps, telling how much is sent. */
export function useBuildFromCanva(playbookId: number) {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
      const form = new FormData();
      // The playbook first: the server checks it before the zip streams past.
      form.append('playbook_id', String(playbookId));
      form.append('file', file, file.name);
      return api.upload(
        endpoints.build,
        form,
        (sent, total) => onProgress(total === 0 ? 1 : sent / total),
        // The dialog shows what is wrong with the zip itself.
        { handleErrors: false },
      );
    },
  });
}

const ended = (build: CanvaImport | null | undefined) =>
  build?.status === 'completed' || build?.status === 'failed';

/**
 * How far an import's build is, from its upload's answer on: the per-user events as they come,
 * and the playbook's steps with their latest import polled every 2 s until it ends, so a socket
 * that is late or down loses nothing. Each page built refreshes the editor's steps.
 */
export function useCanvaBuildProgress(playbookId: number, started: CanvaImport | null) {
  const client = useQueryClient();
  const importId = started?.id ?? null;
  const [heard, setHeard] = useState<CanvaImport | null>(null);
  const polled = useQuery({
    queryKey: playbookKeys.steps(playbookId),
    enabled: importId !== null,
    queryFn: ({ signal }) =>
      api.call(endpoints.steps, { query: { playbook_id: playbookId } }, { signal }),
    select: (res) => (res.canva_import?.id === importId ? res.canva_import : null),
    refetchInterval: (query) => (ended(query.state.data?.canva_import) ? false : 2000),
  });
  useEffect(() => {
    if (importId === null) return;
    return onRealtime(realtimeEvents.canvaBuildProgress, (payload) => {
      const parsed = canvaImport.safeParse(payload);
      if (parsed.success && parsed.data.id === importId) setHeard(parsed.data);
    });
  }, [importId]);
  const latest = [started, heard, polled.data]
    .filter((b): b is CanvaImport => b !== null && b !== undefined && b.id === importId)
    .sort((a, b) => Number(ended(b)) - Number(ended(a)) || b.pages_done - a.pages_done)[0];
  const pagesDone = latest?.pages_done ?? 0;
  const status = latest?.status;
  useEffect(() => {
    if (pagesDone > 0 || status === 'failed')
      void client.invalidateQueries({ queryKey: playbookKeys.details(playbookId) });
  }, [client, playbookId, pagesDone, status]);
  return latest ?? null;
}

export const useSaveTab = () =>
  useWrite((input: { step: number; id?: number; title: string; content: string }) => {
    const { step, ...body } = input;
    return api.call(endpoints.saveTab, { params: { step }, body });
  });
export const useDeleteTab = () =>
  useWrite((tab: number) => api.call(endpoints.removeTab, { params: { tab } }));

// Downloads, FAQ and buttons
export const useSaveDownload = (id: number) =>
  useWrite((body: { id?: number; title: string; url: string }) =>
    api.call(endpoints.saveDownload, { params: { playbook: id }, body }),
  );
export const useDeleteDownload = () =>
  useWrite((download: number) =>
    api.call(endpoints.removeDownload, { params: { playbook_download: download } }),
  );
export const useSaveFaq = (id: number) =>
  useWrite((body: { id?: number; question: string; answer: string }) =>
    api.call(endpoints.saveFaq, { params: { playbook: id }, body }),
  );
export const useDeleteFaq = () =>
  useWrite((faq: number) => api.call(endpoints.removeFaq, { params: { faq } }));
export const useSaveButton = () =>
  useWrite(
    (body: {
      playbook_id: number;
      id?: number;
      kind: 'custom' | 'action';
      label: string;
      url: string;
      color?: string;
    }) => api.call(endpoints.saveButton, { body }),
  );
export const useDeleteButton = () =>
  useWrite((button: number) =>
    api.call(endpoints.removeButton, { params: { playbook_button: button } }),
  );
export const useSortButtons = (kind: 'custom' | 'action') =>
  useWrite((body: { playbook_id: number; button_ids: number[] }) =>
    api.call(kind === 'custom' ? endpoints.sortCustomButtons : endpoints.sortActionButtons, {
      body,
    }),
  );

// Questions from contacts
export const useDeleteQuestions = () =>
  useWrite((body: { playbook_id: number; question_ids: number[] }) =>
    api.call(endpoints.deleteQuestions, { body }),
  );
export const useQuestionToFaq = () =>
  useWrite((body: { question_id: number; answer: string; question?: string }) =>
    api.call(endpoints.questionToFaq, { body }),
  );
