import { useQuery } from '@tanstack/react-query';
import { portalKeys, usePortalSession } from '../queries';
import { onboardingCall } from './api';

// The contact's onboarding read, kept under the signed-in session like the portal's others.

export const onboardingKey = (s: { account: number; token: string }) =>
  [...portalKeys.of(s), 'onboarding'] as const;

/** The scenarios the contact is on, with their steps and completions. */
export function useOnboarding() {
  const session = usePortalSession();
  return useQuery({
    queryKey: onboardingKey(session),
    queryFn: () => onboardingCall('onboarding', {}, session).then((r) => r.data),
  });
}
