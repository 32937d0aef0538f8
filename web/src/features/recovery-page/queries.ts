import { type RecoveryPageInput, recoveryPageEndpoints } from '@coachline/contract/recovery-page';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { recoveryPageKeys } from './keys';

// The accessed location's recovery page (001 §7 Common): its setting under Admin Settings, and
// the public page's own calls, which handle their failures themselves: the visitor is not
// signed in, so the app's error catalogue is not theirs.

export function useRecoveryPageSetting() {
  return useQuery({
    queryKey: recoveryPageKeys.setting,
    queryFn: ({ signal }) => api.call(recoveryPageEndpoints.get, {}, { signal }),
  });
}

export function useSaveRecoveryPage() {
  return useMutation({
    mutationFn: (body: RecoveryPageInput) => api.call(recoveryPageEndpoints.save, { body }),
    meta: { invalidates: [recoveryPageKeys.setting] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useRecoveryPage(accountId: string, token: string) {
  return useQuery({
    queryKey: recoveryPageKeys.page(accountId, token),
    queryFn: ({ signal }) =>
      api.call(
        recoveryPageEndpoints.publicSetting,
        { params: { account: accountId }, query: { token } },
        { signal, handleErrors: false },
      ),
    enabled: token !== '',
    retry: false,
  });
}

/** The page's two buttons: unsubscribe, resubscribe. */
export function useChangeSubscription(accountId: string, token: string) {
  return useMutation({
    mutationFn: (action: 'unsubscribe' | 'resubscribe') =>
      api.call(
        recoveryPageEndpoints[action],
        { params: { account: accountId }, body: { token } },
        { handleErrors: false },
      ),
  });
}
