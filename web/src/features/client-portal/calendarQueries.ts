import { calendarEndpoints, type EventInput } from '@coachline/contract/calendar';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { calendarKeys } from './keys';

// The portal calendar's events as the coach keeps them (the calendar endpoints).

export function useCalendarEvents(range: { from: string; to: string }) {
  return useQuery({
    queryKey: calendarKeys.range(range.from, range.to),
    queryFn: ({ signal }) => api.call(calendarEndpoints.events, { query: range }, { signal }),
    placeholderData: keepPreviousData,
  });
}

const toastMessage = (res: { message: string }) => toastSuccess(res.message);

/** Adds an event, or changes the event `id`. */
export function useSaveEvent() {
  return useMutation({
    mutationFn: ({ id, ...body }: EventInput & { id?: number | undefined }) =>
      id === undefined
        ? api.call(calendarEndpoints.create, { body })
        : api.call(calendarEndpoints.update, { params: { event: id }, body }),
    meta: { invalidates: [calendarKeys.all] },
    onSuccess: toastMessage,
  });
}

export function useDeleteEvent() {
  return useMutation({
    mutationFn: (id: number) => api.call(calendarEndpoints.delete, { params: { event: id } }),
    meta: { invalidates: [calendarKeys.all] },
    onSuccess: toastMessage,
  });
}
