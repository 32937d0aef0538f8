import { contactImportEndpoints } from '@coachline/contract/contact-import';
import {
  type ContactSelectionInput,
  type changeGenderBody,
  type changeStatusBody,
  contactEndpoints,
  type contactLocationBody,
  type contactMergeBody,
  contactMessages,
  type contactSaveBody,
  type updateLastActionBody,
} from '@coachline/contract/contacts';
import { type groupContactsBody, groupEndpoints } from '@coachline/contract/groups';
import { type journeyContactsBody, journeyEndpoints } from '@coachline/contract/journeys';
import {
  type addContactBody as pipelineAddBody,
  pipelineEndpoints,
  type removeContactBody as pipelineRemoveBody,
} from '@coachline/contract/pipelines';
import { type sequenceContactsBody, sequenceEndpoints } from '@coachline/contract/sequences';
import { type tagContactsBody, tagEndpoints } from '@coachline/contract/tags';
import { type taskContactsBody, taskEndpoints } from '@coachline/contract/tasks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryClient } from '../../../app/queryClient';
import { saveFile } from '../../../ui/saveFile';
import { toastSuccess, toastWithUndo } from '../../../ui/toast';
import { groupKeys } from '../../groups/keys';
import { journeyKeys } from '../../journeys/keys';
import { pipelineKeys } from '../../pipelines/keys';
import { sequenceKeys } from '../../sequences/keys';
import { taskKeys } from '../../tasks/keys';
import { contactCountKeys, contactKeys } from '../keys';
import { toastSaved } from '../profile/queries';
import { type ListState, listQueryOf } from './listState';
import { createRequestCounter } from './requestCounter';
import { exportParams, type Selection } from './selection';

// The contact centre's list and the writes made from it: add, bulk actions, restore, merge,
// export.

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
        return await api.call(contactEndpoints.list, { query }, { signal });
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
      api.call(
        contactEndpoints.deletedList,
        { query: { page, per_page: 25, search: search.trim() || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Up to 50 contacts by name or email, for pickers (groups, merge). */
export function useContactPicker(search: string) {
  return useQuery({
    queryKey: contactKeys.picker(search.trim()),
    queryFn: ({ signal }) =>
      api.call(contactEndpoints.all, { query: { search: search.trim() || undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveContact() {
  return useMutation({
    mutationFn: (body: z.input<typeof contactSaveBody>) =>
      api.call(contactEndpoints.save, { body }),
    meta: { invalidates: contactCountKeys },
    onSuccess: (res) => toastSaved(res.message ?? contactMessages.saved),
  });
}

// Bulk actions (001 §6: what the user may take is decided by abilities.bulk)

/** A bulk call's body without the selection, which every one of them takes. */
type Fields<Body extends z.ZodType> = Omit<z.input<Body>, 'selection'>;

export type BulkRequest =
  | ({ action: 'add-tag' | 'remove-tag' } & Fields<typeof tagContactsBody>)
  | ({ action: 'change-status' } & Fields<typeof changeStatusBody>)
  | ({ action: 'change-gender' } & Fields<typeof changeGenderBody>)
  | ({ action: 'update-last-action' } & Fields<typeof updateLastActionBody>)
  | ({ action: 'add-to-group' | 'remove-from-group' } & Fields<typeof groupContactsBody>)
  | ({ action: 'add-to-task' | 'remove-from-task' } & Fields<typeof taskContactsBody>)
  | ({ action: 'start-journey' | 'stop-journey' } & Fields<typeof journeyContactsBody>)
  | ({ action: 'add-to-sequence' | 'remove-from-sequence' } & Fields<typeof sequenceContactsBody>)
  | ({ action: 'add-to-pipeline' } & Fields<typeof pipelineAddBody>)
  | ({ action: 'remove-from-pipeline' } & Fields<typeof pipelineRemoveBody>)
  | ({ action: 'move' | 'copy-to-location' } & Fields<typeof contactLocationBody>)
  | { action: 'delete' };

/** The call each bulk action makes, with the selection (ids or the filter). */
function sendBulk(request: BulkRequest, selection: ContactSelectionInput) {
  switch (request.action) {
    case 'add-tag':
    case 'remove-tag': {
      const body = { tag_ids: request.tag_ids, selection };
      return request.action === 'add-tag'
        ? api.call(tagEndpoints.addToContacts, { body })
        : api.call(tagEndpoints.removeFromContacts, { body });
    }
    case 'change-status':
      return api.call(contactEndpoints.changeStatus, {
        body: { selection, status: request.status },
      });
    case 'change-gender':
      return api.call(contactEndpoints.changeGender, {
        body: { selection, gender: request.gender },
      });
    case 'update-last-action':
      return api.call(contactEndpoints.updateLastAction, {
        body: { selection, last_action: request.last_action },
      });
    case 'add-to-group':
    case 'remove-from-group': {
      const body = { group_id: request.group_id, selection };
      return request.action === 'add-to-group'
        ? api.call(groupEndpoints.addContacts, { body })
        : api.call(groupEndpoints.removeContacts, { body });
    }
    case 'add-to-task':
    case 'remove-from-task': {
      const body = { task_id: request.task_id, selection };
      return request.action === 'add-to-task'
        ? api.call(taskEndpoints.addContact, { body })
        : api.call(taskEndpoints.removeContact, { body });
    }
    case 'start-journey':
    case 'stop-journey': {
      const body = { journey_id: request.journey_id, selection };
      return request.action === 'start-journey'
        ? api.call(journeyEndpoints.start, { body })
        : api.call(journeyEndpoints.terminate, { body });
    }
    case 'add-to-sequence':
    case 'remove-from-sequence': {
      const body = { sequence_id: request.sequence_id, selection };
      return request.action === 'add-to-sequence'
        ? api.call(sequenceEndpoints.addContact, { body })
        : api.call(sequenceEndpoints.removeContact, { body });
    }
    case 'add-to-pipeline':
      return api.call(pipelineEndpoints.addContact, {
        body: { pipeline_id: request.pipeline_id, stage_id: request.stage_id, selection },
      });
    case 'remove-from-pipeline':
      return api.call(pipelineEndpoints.removeContact, {
        body: { pipeline_id: request.pipeline_id, selection },
      });
    case 'move':
    case 'copy-to-location': {
      const body = { selection, location_id: request.location_id };
      return request.action === 'move'
        ? api.call(contactEndpoints.move, { body })
        : api.call(contactEndpoints.copyToLocation, { body });
    }
    case 'delete':
      return api.call(contactEndpoints.bulkDelete, { body: { selection } });
  }
}

/** Deleted contacts come back (contact/restore); an Undo of a delete is this call. */
function restoreContacts(ids: number[]) {
  return api.call(contactEndpoints.restore, { body: { ids } });
}

/** After the restore of an Undo, every list and count shows the contacts again. */
function undoDelete(ids: number[]): void {
  void restoreContacts(ids).then((res) => {
    toastSuccess(res.message);
    for (const queryKey of [...contactCountKeys, contactKeys.details])
      void queryClient.invalidateQueries({ queryKey });
  });
}

export function useBulkAction() {
  return useMutation({
    mutationFn: (v: { request: BulkRequest; selection: ContactSelectionInput }) =>
      sendBulk(v.request, v.selection),
    // Copying and deleting change the plan's usage too; group, task, journey, sequence and
    // pipeline changes their counts.
    meta: {
      invalidates: [
        ...contactCountKeys,
        contactKeys.details,
        contactKeys.profiles,
        groupKeys.all,
        taskKeys.all,
        journeyKeys.all,
        sequenceKeys.all,
        pipelineKeys.all,
      ],
    },
    onSuccess: (res, v) => {
      // Contacts deleted by id can be restored; "all matching" names no ids to restore.
      const ids = v.selection.ids;
      if (v.request.action === 'delete' && ids?.length) {
        toastWithUndo(res.message, () => undoDelete(ids));
        return;
      }
      toastSuccess(res.message);
    },
  });
}

export function useRestoreContacts() {
  return useMutation({
    mutationFn: restoreContacts,
    meta: { invalidates: contactCountKeys },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useMergeContacts() {
  return useMutation({
    mutationFn: (body: z.input<typeof contactMergeBody>) =>
      api.call(contactEndpoints.merge, { body }),
    meta: { invalidates: contactCountKeys },
    onSuccess: (res) => toastSuccess(res.message ?? contactMessages.merged),
  });
}

/** GET contact/export as a file, saved under the server's file name. */
export function useExportContacts() {
  return useMutation({
    mutationFn: async (v: {
      method: 'csv' | 'xlsx';
      selection: Selection | null;
      state: ListState;
    }) => {
      const { page: _page, per_page: _perPage, ...listQuery } = listQueryOf(v.state);
      const scope = v.selection ? exportParams(v.selection) : listQuery;
      const file = await api.download(contactImportEndpoints.export, `contacts.${v.method}`, {
        query: {
          ...scope,
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
