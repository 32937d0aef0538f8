import type { PageQuery } from '@coachline/contract/api';
import { clientPortalPlanEndpoints } from '@coachline/contract/workout-plans';
import {
  type AddBlockExerciseBody,
  type CreateBlockBody,
  type CreateWorkoutBody,
  clientPortalWorkoutEndpoints,
  workoutEndpoints as endpoints,
  type ProgramContactStatus,
  type ProgramContactsBody,
  type UpdateBlockBody,
  type UpdateBlockExerciseBody,
  type UpdateWorkoutBody,
  type WorkoutListQuery,
} from '@coachline/contract/workouts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { workoutKeys } from './keys';
import { useProgramWrite } from './writes';

// Workouts (the workout endpoints but the library's): the list, one workout with its blocks,
// its contacts, analytics, sessions and a contact's report, and the writes (./writes: each
// refreshes what workouts and plans show).

export function useWorkouts(query: WorkoutListQuery) {
  return useQuery({
    queryKey: workoutKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every workout by name, for the pickers (a plan's days). */
export function usePickableWorkouts(enabled = true) {
  return useQuery({
    queryKey: workoutKeys.pickable,
    queryFn: ({ signal }) => api.call(endpoints.all, {}, { signal }),
    select: (res) => res.data,
    enabled,
  });
}

export function useWorkoutCategories() {
  return useQuery({
    queryKey: workoutKeys.categories,
    queryFn: ({ signal }) => api.call(endpoints.categories, {}, { signal }),
    select: (res) => res.data,
  });
}

/** The workout the builder opens, with its blocks in order; null when the location has none. */
export function useWorkout(id: number | null) {
  return useQuery({
    queryKey: workoutKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      try {
        const res = await api.call(
          endpoints.blocks,
          { params: { workout: id ?? 0 } },
          { signal, handleErrors: false },
        );
        return res.data;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useSmartBlocks(enabled = true) {
  return useQuery({
    queryKey: workoutKeys.smartBlocks,
    queryFn: ({ signal }) => api.call(endpoints.smartBlocks, {}, { signal }),
    select: (res) => res.data,
    enabled,
  });
}

export function useWorkoutContacts(
  id: number,
  query: PageQuery & { status: ProgramContactStatus; search?: string },
) {
  return useQuery({
    queryKey: workoutKeys.contacts(id, query),
    queryFn: ({ signal }) =>
      api.call(endpoints.contacts, { params: { workout: id }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWorkoutAnalytics(id: number) {
  return useQuery({
    queryKey: workoutKeys.analytics(id),
    queryFn: ({ signal }) => api.call(endpoints.analytics, { params: { workout: id } }, { signal }),
    select: (res) => res.data,
  });
}

/** The sessions contacts logged (`activity`), or those with what they wrote (`notes`). */
export function useWorkoutSessions(id: number, kind: 'activity' | 'notes', page: number) {
  return useQuery({
    queryKey: workoutKeys.sessions(id, kind, page),
    queryFn: ({ signal }) =>
      api.call(
        kind === 'activity' ? endpoints.activity : endpoints.notes,
        { params: { workout: id }, query: { page, per_page: 10 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useWorkoutContactReport(id: number, contactId: number | null) {
  return useQuery({
    queryKey: workoutKeys.report(id, contactId ?? 0),
    enabled: contactId !== null,
    queryFn: ({ signal }) =>
      api.call(
        endpoints.contactReport,
        { params: { workout: id }, query: { contact_id: contactId ?? 0 } },
        { signal },
      ),
    select: (res) => res.data,
  });
}

export function useWorkoutExerciseHistory(id: number, contactId: number | null) {
  return useQuery({
    queryKey: workoutKeys.history(id, contactId ?? 0),
    enabled: contactId !== null,
    queryFn: ({ signal }) =>
      api.call(
        endpoints.contactExerciseHistory,
        { params: { workout: id }, query: { contact_id: contactId ?? 0 } },
        { signal },
      ),
    select: (res) => res.data,
  });
}

export function useContactWorkouts(contactId: number) {
  return useQuery({
    queryKey: workoutKeys.contact(contactId),
    queryFn: ({ signal }) =>
      api.call(endpoints.contactWorkouts, { params: { contact: contactId } }, { signal }),
    select: (res) => res.data,
  });
}

/** What a contact's phone shows of their workouts and plans (the client view). */
export function useClientView(contactId: number | null) {
  return useQuery({
    queryKey: workoutKeys.clientView(contactId ?? 0),
    queryFn: async ({ signal }) => {
      const query = { contact_id: contactId ?? 0 };
      const [workouts, plans] = await Promise.all([
        api.call(clientPortalWorkoutEndpoints.workouts, { query }, { signal }),
        api.call(clientPortalPlanEndpoints.workoutPlans, { query }, { signal }),
      ]);
      return { ...workouts, plans: plans.data };
    },
    enabled: contactId !== null,
  });
}

// The workout itself

export function useCreateWorkout() {
  return useProgramWrite((body: CreateWorkoutBody) => api.call(endpoints.create, { body }));
}

export function useRenameWorkout() {
  return useProgramWrite((v: { id: number; name: string }) =>
    api.call(endpoints.rename, { params: { workout: v.id }, body: { name: v.name } }),
  );
}

export function useUpdateWorkout(id: number) {
  return useProgramWrite((body: UpdateWorkoutBody) =>
    api.call(endpoints.update, { params: { workout: id }, body }),
  );
}

export function useDuplicateWorkout() {
  return useProgramWrite((id: number) =>
    api.call(endpoints.duplicate, { body: { workout_id: id } }),
  );
}

export function useDeleteWorkout() {
  return useProgramWrite((id: number) => api.call(endpoints.delete, { body: { ids: [id] } }));
}

export function useCreateCategory() {
  return useProgramWrite((body: { name: string }) => api.call(endpoints.createCategory, { body }));
}

export function useDeleteCategory() {
  return useProgramWrite((id: number) =>
    api.call(endpoints.deleteCategory, { params: { workout_category: id } }),
  );
}

// Its blocks

export function useCreateBlock(workoutId: number) {
  return useProgramWrite((body: CreateBlockBody) =>
    api.call(endpoints.createBlock, { params: { workout: workoutId }, body }),
  );
}

export function useUpdateBlock() {
  return useProgramWrite((v: { id: number; body: UpdateBlockBody }) =>
    api.call(endpoints.updateBlock, { params: { block: v.id }, body: v.body }),
  );
}

export function useDuplicateBlock() {
  return useProgramWrite((id: number) =>
    api.call(endpoints.duplicateBlock, { params: { block: id } }),
  );
}

export function useDeleteBlock() {
  return useProgramWrite((id: number) =>
    api.call(endpoints.deleteBlock, { params: { block: id } }),
  );
}

/** Puts the blocks in the order of `ids`, every block each once. */
export function useSortBlocks(workoutId: number) {
  return useProgramWrite(
    (ids: number[]) =>
      api.call(endpoints.sortBlocks, { params: { workout: workoutId }, body: { ids } }),
    false,
  );
}

export function useCreateSmartBlock() {
  return useProgramWrite((v: { blockId: number; name: string }) =>
    api.call(endpoints.createSmartBlock, {
      params: { block: v.blockId },
      body: { name: v.name },
    }),
  );
}

export function useDeleteSmartBlock() {
  return useProgramWrite((id: number) =>
    api.call(endpoints.deleteSmartBlock, { params: { block: id } }),
  );
}

// The exercises of its blocks

export function useAddBlockExercise() {
  return useProgramWrite((body: AddBlockExerciseBody) => api.call(endpoints.addExercise, { body }));
}

export function useUpdateBlockExercise() {
  return useProgramWrite((v: { id: number; body: UpdateBlockExerciseBody }) =>
    api.call(endpoints.updateBlockExercise, {
      params: { block_exercise: v.id },
      body: v.body,
    }),
  );
}

export function useDuplicateBlockExercise() {
  return useProgramWrite((id: number) =>
    api.call(endpoints.duplicateBlockExercise, { params: { block_exercise: id } }),
  );
}

export function useRemoveBlockExercise() {
  return useProgramWrite((v: { blockId: number; id: number }) =>
    api.call(endpoints.deleteBlockExercise, {
      params: { block: v.blockId },
      body: { block_exercise_id: v.id },
    }),
  );
}

/** Puts a block's exercises in the order of `ids`, every one each once. */
export function useSortBlockExercises() {
  return useProgramWrite(
    (v: { blockId: number; ids: number[] }) =>
      api.call(endpoints.sortBlockExercises, {
        params: { block: v.blockId },
        body: { ids: v.ids },
      }),
    false,
  );
}

/** Moves an exercise to the end of another block of the workout. */
export function useMoveBlockExercise() {
  return useProgramWrite(
    (v: { fromBlockId: number; id: number; toBlockId: number }) =>
      api.call(endpoints.moveBlockExercise, {
        params: { block: v.fromBlockId },
        body: { block_exercise_id: v.id, to_block_id: v.toBlockId },
      }),
    'Exercise has been moved successfully!',
  );
}

// Its contacts

/** Gives the workout to the selected contacts, or takes it back. */
export function useWorkoutContactsWrite(action: 'add' | 'remove') {
  return useProgramWrite((body: ProgramContactsBody) =>
    action === 'add'
      ? api.call(endpoints.addContact, { body })
      : api.call(endpoints.removeContact, { body }),
  );
}

export function useResendWorkoutReminder(id: number) {
  return useProgramWrite((contactId: number) =>
    api.call(endpoints.resendReminder, {
      params: { workout: id },
      body: { contact_id: contactId },
    }),
  );
}
