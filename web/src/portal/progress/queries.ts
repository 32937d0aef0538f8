import { useQuery } from '@tanstack/react-query';
import { portalKeys, usePortalSession } from '../queries';
import { progressCall } from './api';

// The contact's check-ins read, kept under the signed-in session like the portal's others.

export const progressKey = (s: { account: number; token: string }) =>
  [...portalKeys.of(s), 'progress'] as const;

/** The check-ins the contact is active on, with their current progress and charts. */
export function usePortalProgress() {
  const session = usePortalSession();
  return useQuery({
    queryKey: progressKey(session),
    queryFn: () => progressCall('list', {}, session).then((r) => r.data),
  });
}
