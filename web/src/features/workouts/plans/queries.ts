import type { PageQuery } from '@coachline/contract/api';
import {
  type CreatePlanBody,
  workoutPlanEndpoints as endpoints,
  type PlanListQuery,
} from '@coachline/contract/workout-plans';
import type { ProgramContactStatus, ProgramContactsBody } from '@coachline/contract/workouts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../api/client';
import { planKeys } from '../keys';
import { useProgramWrite } from '../writes';

// Workout plans (the workout-plan endpoints): the list, one plan with its weeks, its contacts,
// analytics, activity and a contact's report, and the writes.

export function usePlans(query: PlanListQuery) {
  return useQuery({
    queryKey: planKeys.list(query),
    queryFn: ({ signal }) => api.call(endpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The plan the builder opens, with its weeks; null when the location has no such plan. */
export function usePlan(id: number | null) {
  return useQuery({
    queryKey: planKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      try {
        const res = await api.call(
          endpoints.fetchPlan,
          { params: { workout_plan: id ?? 0 } },
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

export function useSmartWeeks(enabled = true) {
  return useQuery({
    queryKey: planKeys.smartWeeks,
    queryFn: ({ signal }) => api.call(endpoints.smartWeeks, {}, { signal }),
    select: (res) => res.data,
    enabled,
  });
}

export function usePlanContacts(
  id: number,
  query: PageQuery & { status: ProgramContactStatus; search?: string },
) {
  return useQuery({
    queryKey: planKeys.contacts(id, query),
    queryFn: ({ signal }) =>
      api.call(endpoints.contacts, { params: { workout_plan: id }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePlanAnalytics(id: number) {
  return useQuery({
    queryKey: planKeys.analytics(id),
    queryFn: ({ signal }) =>
      api.call(endpoints.analytics, { params: { workout_plan: id } }, { signal }),
    select: (res) => res.data,
  });
}

export function usePlanActivity(id: number, page: number) {
  return useQuery({
    queryKey: planKeys.activity(id, page),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.activity,
        { params: { workout_plan: id }, query: { page, per_page: 10 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePlanContactReport(id: number, contactId: number | null) {
  return useQuery({
    queryKey: planKeys.report(id, contactId ?? 0),
    enabled: contactId !== null,
    queryFn: ({ signal }) =>
      api.call(
        endpoints.contactReport,
        { params: { workout_plan: id }, query: { contact_id: contactId ?? 0 } },
        { signal },
      ),
    select: (res) => res.data,
  });
}

export function usePlanExerciseHistory(id: number, contactId: number | null) {
  return useQuery({
    queryKey: planKeys.history(id, contactId ?? 0),
    enabled: contactId !== null,
    queryFn: ({ signal }) =>
      api.call(
        endpoints.contactExerciseHistory,
        { params: { workout_plan: id }, query: { contact_id: contactId ?? 0 } },
        { signal },
      ),
    select: (res) => res.data,
  });
}

export function useContactPlans(contactId: number) {
  return useQuery({
    queryKey: planKeys.contact(contactId),
    queryFn: ({ signal }) =>
      api.call(endpoints.contactWorkoutPlans, { params: { contact: contactId } }, { signal }),
    select: (res) => res.data,
  });
}

// The plan itself

export function useCreatePlan() {
  return useProgramWrite((body: CreatePlanBody) => api.call(endpoints.create, { body }));
}

export function useRenamePlan() {
  return useProgramWrite((v: { id: number; name: string; description?: string }) =>
    api.call(endpoints.rename, {
      params: { workout_plan: v.id },
      body: {
        name: v.name,
        ...(v.description === undefined ? {} : { description: v.description }),
      },
    }),
  );
}

export function useDuplicatePlan() {
  return useProgramWrite((id: number) =>
    api.call(endpoints.duplicate, { body: { workout_plan_id: id } }),
  );
}

export function useDeletePlan() {
  return useProgramWrite((id: number) => api.call(endpoints.delete, { body: { ids: [id] } }));
}

// Its weeks

export function useCreateWeek(planId: number) {
  return useProgramWrite(() =>
    api.call(endpoints.createWeek, { params: { workout_plan: planId } }),
  );
}

export function useUpdateWeek() {
  return useProgramWrite((v: { id: number; name?: string; notes?: string }) =>
    api.call(endpoints.updateWeek, {
      params: { week: v.id },
      body: {
        ...(v.name === undefined ? {} : { name: v.name }),
        ...(v.notes === undefined ? {} : { notes: v.notes }),
      },
    }),
  );
}

export function useDuplicateWeek() {
  return useProgramWrite((id: number) =>
    api.call(endpoints.duplicateWeek, { params: { week: id } }),
  );
}

export function useDeleteWeek() {
  return useProgramWrite((id: number) => api.call(endpoints.deleteWeek, { params: { week: id } }));
}

export function useSortWeeks(planId: number) {
  return useProgramWrite(
    (ids: number[]) =>
      api.call(endpoints.sortWeeks, { params: { workout_plan: planId }, body: { ids } }),
    false,
  );
}

export function useCreateSmartWeek() {
  return useProgramWrite((v: { weekId: number; name: string }) =>
    api.call(endpoints.createSmartWeek, { params: { week: v.weekId }, body: { name: v.name } }),
  );
}

export function useAddSmartWeek(planId: number) {
  return useProgramWrite((smartWeekId: number) =>
    api.call(endpoints.addSmartWeek, {
      params: { workout_plan: planId },
      body: { smart_week_id: smartWeekId },
    }),
  );
}

export function useDeleteSmartWeek() {
  return useProgramWrite((id: number) =>
    api.call(endpoints.deleteSmartWeek, { params: { week: id } }),
  );
}

// Its days

export function useAddDayWorkout() {
  return useProgramWrite((v: { weekId: number; day: number; workoutId: number }) =>
    api.call(endpoints.savePlanWeekWorkout, {
      params: { week: v.weekId },
      body: { day: v.day, workout_id: v.workoutId },
    }),
  );
}

/** Sets a day's workouts, in order (removing one sends the others). */
export function useSetDayWorkouts() {
  return useProgramWrite((v: { weekId: number; day: number; workoutIds: number[] }) =>
    api.call(endpoints.storeWeekWorkouts, {
      params: { week: v.weekId },
      body: { days: [{ day: v.day, workout_ids: v.workoutIds }] },
    }),
  );
}

/** Puts a day's workouts (their places in the week, by id) in a new order. */
export function useSortDayWorkouts() {
  return useProgramWrite(
    (v: { weekId: number; day: number; ids: number[] }) =>
      api.call(endpoints.sortWeekWorkout, {
        params: { week: v.weekId },
        body: { day: v.day, ids: v.ids },
      }),
    false,
  );
}

// Its contacts

export function usePlanContactsWrite(action: 'add' | 'remove') {
  return useProgramWrite((body: ProgramContactsBody) =>
    action === 'add'
      ? api.call(endpoints.addContact, { body })
      : api.call(endpoints.removeContact, { body }),
  );
}

export function useResendPlanReminder(id: number) {
  return useProgramWrite((contactId: number) =>
    api.call(endpoints.resendReminder, {
      params: { workout_plan: id },
      body: { contact_id: contactId },
    }),
  );
}
