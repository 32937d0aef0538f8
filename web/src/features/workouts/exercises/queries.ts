import {
  type CreateAttributeBody,
  type CreateExerciseBody,
  type ExerciseListQuery,
  workoutEndpoints as endpoints,
  type UpdateExerciseBody,
} from '@coachline/contract/workouts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { toastSuccess } from '../../../ui/toast';
import { exerciseKeys, workoutKeys } from '../keys';

// The exercise library: the exercises (the Free Exercise DB's and the location's own), their
// attributes by type, and the writes. A change of an exercise shows in the workouts holding it.

const writes = { invalidates: [exerciseKeys.all, workoutKeys.all] };
const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useExercises(query: ExerciseListQuery, enabled = true) {
  return useQuery({
    queryKey: exerciseKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.exercises, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The attribute types, pinned first. */
export function useAttributeTypes() {
  return useQuery({
    queryKey: exerciseKeys.types,
    queryFn: ({ signal }) => api.call(endpoints.attributeTypes, {}, { signal }),
    select: (res) => res.data,
  });
}

/** Every type's attributes, with how many exercises have each. */
export function useAttributes() {
  return useQuery({
    queryKey: exerciseKeys.attributes,
    queryFn: ({ signal }) => api.call(endpoints.customAttributeTypes, { query: {} }, { signal }),
    select: (res) => res.data,
  });
}

export function useCreateExercise() {
  return useMutation({
    mutationFn: (body: CreateExerciseBody) => api.call(endpoints.createExercise, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useUpdateExercise() {
  return useMutation({
    mutationFn: (body: UpdateExerciseBody) => api.call(endpoints.updateExercise, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteExercise() {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.deleteExercise, { body: { exercise_id: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useFavouriteExercise() {
  return useMutation({
    mutationFn: (v: { id: number; favourite: boolean }) =>
      api.call(endpoints.favouriteExercise, {
        body: { exercise_id: v.id, favourite: v.favourite },
      }),
    meta: { invalidates: [exerciseKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useCreateAttribute() {
  return useMutation({
    mutationFn: (body: CreateAttributeBody) => api.call(endpoints.createAttribute, { body }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function useDeleteAttribute() {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.deleteAttribute, { body: { attribute_id: id } }),
    meta: writes,
    onSuccess: toastMessage,
  });
}

export function usePinAttributeType() {
  return useMutation({
    mutationFn: (v: { id: number; pinned: boolean }) =>
      api.call(endpoints.pinAttributeType, {
        body: { attribute_type_id: v.id, pinned: v.pinned },
      }),
    meta: { invalidates: [exerciseKeys.types] },
    onSuccess: toastMessage,
  });
}
