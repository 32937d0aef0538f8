import type { EndpointInput } from '@coachline/contract/endpoint';
import { contactCall } from '../api';

// The contact's onboarding calls (contract `scenarios.ts`), as `portalCall` makes the portal's
// others: with the contact's token, the contract loaded with the first call.

const onboardingApi = () =>
  import('@coachline/contract/scenarios').then((m) => m.portalScenarioEndpoints);
type OnboardingEndpoints = Awaited<ReturnType<typeof onboardingApi>>;

export const onboardingCall = <K extends keyof OnboardingEndpoints>(
  name: K,
  input: EndpointInput<OnboardingEndpoints[K]> | undefined,
  session: { account: number; token: string },
) => contactCall(() => onboardingApi().then((api) => api[name]), input, session);
