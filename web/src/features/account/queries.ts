import { billingEndpoints, type SkipTrialBody } from '@coachline/contract/billing';
import { messages } from '@coachline/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { refreshSession } from '../session/sessionQuery';

/** The billing service's skip-trial (000 §1, §7.4), then a refresh that leaves this screen. */
export function useSkipTrial() {
  return useMutation({
    mutationFn: (body: SkipTrialBody) => api.call(billingEndpoints.skipTrial, { body }),
    onSuccess: async () => {
      toastSuccess(messages.paidSubscriptionStarted);
      await refreshSession();
    },
  });
}

/** The owner wakes a hibernated account; the refresh then leaves ActivateAccount (000 §4.3). */
export function useReactivateAccount() {
  return useMutation({
    mutationFn: () => api.call(billingEndpoints.activateSuspendedAccount),
    onSuccess: async (res) => {
      toastSuccess(res.message);
      await refreshSession();
    },
  });
}

/** Check the account state again (after it was changed elsewhere, e.g. by support). */
export function useCheckAccountAgain() {
  return useMutation({ mutationFn: () => refreshSession() });
}
