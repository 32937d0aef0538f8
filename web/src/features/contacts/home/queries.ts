import { contactEndpoints } from '@coachline/contract/contacts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { contactKeys } from '../keys';

/** Contacts added per day of the week holding `date` (this week when null). */
export function useContactChart(date: string | null) {
  return useQuery({
    queryKey: contactKeys.chart(date),
    queryFn: ({ signal }) =>
      api.call(contactEndpoints.chartData, { query: date ? { date } : {} }, { signal }),
    placeholderData: keepPreviousData,
  });
}
