import {
  type CreatePipelineBody,
  pipelineEndpoints as endpoints,
  type PipelineAddContactBody,
  type PipelineCard,
  type PipelineListQuery,
  type PipelineRemoveContactBody,
  type StageChangeBody,
} from '@coachline/contract/pipelines';
import {
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { queryClient } from '../../app/queryClient';
import { toastError, toastSuccess } from '../../ui/toast';
import { type ColumnData, cardsOf, type Move, movedCards, placeInOrder, withCards } from './board';
import { movedKeys, pipelineKeys } from './keys';

// Pipelines (the pipeline endpoints): the list, a board's stages and its columns of cards page
// by page, the moves shown at once and put back when refused, the stage editing, history,
// analytics and a contact's pipelines.

const writes = { invalidates: [pipelineKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function usePipelines(query: PipelineListQuery) {
  return useQuery({
    queryKey: pipelineKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const pickable = {
  queryKey: pipelineKeys.pickable,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.call(endpoints.listAll, {}, { signal }),
};

/** Every pipeline by name with its stages, for the pickers that put contacts on one. */
export function usePickablePipelines(enabled = true) {
  return useQuery({ ...pickable, select: (res) => res.data, enabled });
}

export function usePipelineCategories() {
  return useQuery({
    queryKey: pipelineKeys.categories,
    queryFn: ({ signal }) => api.call(endpoints.categories, {}, { signal }),
    select: (res) => res.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The location's own template of stage names; empty until a pipeline's are saved as it. */
export function useTemplateStages() {
  return useQuery({
    queryKey: pipelineKeys.template,
    queryFn: ({ signal }) => api.call(endpoints.masterStage, {}, { signal }),
    select: (res) => res.data,
  });
}

// The pipeline itself

export function useCreatePipeline() {
  return useMutation({
    mutationFn: (body: CreatePipelineBody) => api.call(endpoints.create, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useCreateFromTemplate() {
  return useMutation({
    mutationFn: (body: { name: string; folder_id?: number | null }) =>
      api.call(endpoints.createFromTemplate, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRenamePipeline() {
  return useMutation({
    mutationFn: (body: { pipeline_id: number; name: string }) =>
      api.call(endpoints.rename, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDuplicatePipeline() {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.duplicate, { body: { pipeline_id: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeletePipeline() {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.remove, { body: { pipeline_id: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/**
 * Puts the pipelines of a page in a new order among themselves: the call takes every pipeline,
 * so the others keep their places in the whole list (by ordering, highest first).
 */
export function useReorderPipelines() {
  return useMutation({
    mutationFn: async (page: number[]) => {
      const all = await queryClient.fetchQuery({ ...pickable, staleTime: 0 });
      const order = [...all.data]
        .sort((a, b) => b.ordering - a.ordering || b.id - a.id)
        .map((p) => p.id);
      return api.call(endpoints.changeOrder, { body: { orders: placeInOrder(order, page) } });
    },
    meta: writes,
    onSuccess: toastMessage,
  });
}

// A board

/** The pipeline with its stages and their counts; null when the location has no such one. */
export function useBoard(id: number | null) {
  return useQuery({
    queryKey: pipelineKeys.stages(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      try {
        return await api.call(
          endpoints.stages,
          { params: { pipeline: id ?? 0 } },
          { signal, handleErrors: false },
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** A column's cards, 50 a page, the next page loaded as the column scrolls down. */
export function useStageCards(pipelineId: number, stageId: number, search: string) {
  return useInfiniteQuery({
    queryKey: pipelineKeys.column(pipelineId, stageId, search),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        endpoints.stageInfo,
        {
          params: { pipeline: pipelineId, stage: stageId },
          query: { page: pageParam, per_page: 50, ...(search ? { search } : {}) },
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}

/** The contact ids of the board's loaded columns, read from the cache when a card is dropped. */
export function loadedColumns(pipelineId: number, stageIds: number[], search: string) {
  return new Map(
    stageIds.map((stageId) => [
      stageId,
      cardsOf(
        queryClient.getQueryData<ColumnData>(pipelineKeys.column(pipelineId, stageId, search)),
      ).map((c) => c.contact.id),
    ]),
  );
}

/** A loaded card of the board by its contact. */
export function loadedCard(pipelineId: number, contactId: number): PipelineCard | undefined {
  const columns = queryClient.getQueriesData<ColumnData>({
    queryKey: pipelineKeys.columns(pipelineId),
  });
  for (const [, data] of columns) {
    const card = cardsOf(data).find((c) => c.contact.id === contactId);
    if (card) return card;
  }
  return undefined;
}

type Snapshot = [QueryKey, unknown][];

const restore = (snapshot: Snapshot | undefined) => {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
};

/** Shows a card where it goes in the columns (and their counts), answering what was there. */
async function showMove(pipelineId: number, search: string, move: Move): Promise<Snapshot> {
  const card = loadedCard(pipelineId, move.contactId);
  const keys: QueryKey[] = [
    ...[...new Set([move.from, move.to])].map((stage) =>
      pipelineKeys.column(pipelineId, stage, search),
    ),
    pipelineKeys.stages(pipelineId),
  ];
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  const snapshot: Snapshot = keys.map((key) => [key, queryClient.getQueryData(key)]);
  if (!card) return snapshot;
  const arrived = { ...card, stage_id: move.to, entered_at: new Date().toISOString() };
  const shown = move.from === move.to ? card : arrived;
  for (const stage of new Set([move.from, move.to])) {
    queryClient.setQueryData<ColumnData>(pipelineKeys.column(pipelineId, stage, search), (data) =>
      data ? withCards(data, (cards) => movedCards(cards, stage, move, shown)) : data,
    );
  }
  if (move.from !== move.to) {
    const counted = (id: number) => (id === move.from ? -1 : id === move.to ? 1 : 0);
    queryClient.setQueryData(pipelineKeys.stages(pipelineId), (board: BoardData | undefined) =>
      board
        ? {
            ...board,
            data: board.data.map((s) => ({
              ...s,
              contacts_count: s.contacts_count + counted(s.id),
            })),
          }
        : board,
    );
  }
  return snapshot;
}

type BoardData = NonNullable<ReturnType<typeof useBoard>['data']>;
type MoveAnswer = { status: 0 | 1; message: string; card?: PipelineCard };

/** Puts the server's copy of a card (its notes, when it entered its stage) in its column. */
function keepCard(pipelineId: number, search: string, card: PipelineCard) {
  queryClient.setQueryData<ColumnData>(
    pipelineKeys.column(pipelineId, card.stage_id, search),
    (data) =>
      data
        ? withCards(data, (cards) =>
            cards.map((c) => (c.contact.id === card.contact.id ? card : c)),
          )
        : data,
  );
}

/**
 * Moves a card: to another stage (`stageChange` at its index) or within its own
 * (`sortLeads`), shown at once. A refusal (status 0, with the reason) or a failure puts the
 * card back; the refusal's reason shows as an error.
 */
export function useMoveCard(pipelineId: number, search: string) {
  return useMutation({
    mutationFn: (move: Move): Promise<MoveAnswer> =>
      move.from === move.to
        ? api.call(endpoints.sortLeads, { body: { stage: move.to, sorting: move.sorting } })
        : api.call(endpoints.stageChange, {
            params: { contact: move.contactId },
            body: {
              contact_id: move.contactId,
              pipeline: pipelineId,
              stage_id: move.to,
              index: move.index,
            },
          }),
    onMutate: (move) => showMove(pipelineId, search, move),
    onError: (_error, _move, snapshot) => restore(snapshot),
    onSuccess: (res, _move, snapshot) => {
      if (res.status !== 1) {
        restore(snapshot);
        toastError(res.message);
        return;
      }
      // A stage change says where the card went; a reorder shows itself.
      if (res.card) {
        keepCard(pipelineId, search, res.card);
        toastMessage(res);
      }
      // Columns searched otherwise show the move once searched again.
      void queryClient.invalidateQueries({
        queryKey: pipelineKeys.columns(pipelineId),
        predicate: (query) => query.queryKey[5] !== search,
      });
    },
    meta: { invalidates: movedKeys(pipelineId) },
  });
}

/** A contact's notes on their card. */
export function useSaveNotes(pipelineId: number, search: string) {
  return useMutation({
    mutationFn: (body: { contact_id: number; notes: string }) =>
      api.call(endpoints.addNotes, { body: { pipeline_id: pipelineId, ...body } }),
    onSuccess: (res) => {
      keepCard(pipelineId, search, res.card);
      toastMessage(res);
    },
  });
}

/** Adds contacts by id from the board, to a stage or the first. */
export function useContactsAdd(pipelineId: number) {
  return useMutation({
    mutationFn: (body: { contact_ids: number[]; stage_id?: number | null }) =>
      api.call(endpoints.contactsAdd, { params: { pipeline: pipelineId }, body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Puts the selected contacts on a pipeline's stage, or takes them off the pipeline. */
export function usePipelineContacts(action: 'add' | 'remove') {
  return useMutation({
    mutationFn: (body: PipelineAddContactBody | PipelineRemoveContactBody) =>
      action === 'add'
        ? api.call(endpoints.addContact, { body })
        : api.call(endpoints.removeContact, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

/** Moves a contact to the top of another stage, from their profile. */
export function useChangeStage() {
  return useMutation({
    mutationFn: (body: StageChangeBody & { contact_id: number }) =>
      api.call(endpoints.stageChange, { params: { contact: body.contact_id }, body }),
    meta: writes,
    onSuccess: (res) => (res.status === 1 ? toastSuccess(res.message) : toastError(res.message)),
  });
}

/** Saves the pipeline's stages as the location's template. */
export function useSaveTemplate(pipelineId: number) {
  return useMutation({
    mutationFn: () => api.call(endpoints.updateMaster, { params: { pipeline: pipelineId } }),
    meta: { invalidates: [pipelineKeys.template] },
    onSuccess: toastMessage,
  });
}

// Stages

export function useCreateStage(pipelineId: number) {
  return useMutation({
    mutationFn: (body: { name: string; index?: number }) =>
      api.call(endpoints.createStage, { params: { pipeline: pipelineId }, body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useRenameStage() {
  return useMutation({
    mutationFn: (body: { stage_id: number; name: string }) =>
      api.call(endpoints.renameStage, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteStage() {
  return useMutation({
    mutationFn: (body: { stage_id: number; move_to_stage_id?: number | null }) =>
      api.call(endpoints.deleteStage, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useUpdateStages() {
  return useMutation({
    mutationFn: (body: { pipeline_id: number; stages: { id: number; name: string }[] }) =>
      api.call(endpoints.updateStages, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

// What happened

/** The pipeline's moves, latest first; one contact's with `contactId`. */
export function usePipelineHistory(id: number, page: number, contactId?: number) {
  return useQuery({
    queryKey: pipelineKeys.history(id, page, contactId),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.history,
        {
          params: { pipeline: id },
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

export function usePipelineAnalytics(id: number) {
  return useQuery({
    queryKey: pipelineKeys.analytics(id),
    queryFn: ({ signal }) =>
      api.call(endpoints.analytics, { params: { pipeline: id } }, { signal }),
    select: (res) => res.data,
  });
}

/** The pipelines a contact is on, with their stage. */
export function useContactPipelines(contactId: number) {
  return useQuery({
    queryKey: pipelineKeys.contact(contactId),
    queryFn: ({ signal }) =>
      api.call(endpoints.contactPipelines, { params: { contact: contactId } }, { signal }),
    select: (res) => res.data,
  });
}
