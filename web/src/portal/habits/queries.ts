import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portalKeys, usePortalSession } from '../queries';
import { habitCall } from './api';

// The contact's habit days, kept under the signed-in session like the portal's others.

export const habitsKey = (s: { account: number; token: string }) =>
  [...portalKeys.of(s), 'habits'] as const;

/** Each habit tracking the contact is on, at a day (today unless one of the last 6 is asked). */
export function usePortalHabits(date: string | null = null) {
  const session = usePortalSession();
  return useQuery({
    queryKey: [...habitsKey(session), date],
    queryFn: () => habitCall('list', { query: date ? { date } : {} }, session).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
