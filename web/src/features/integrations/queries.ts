import { integrationEndpoints, type SaveTwilioCredentials } from '@coachline/contract/integrations';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastError, toastSuccess } from '../../ui/toast';
import { integrationKeys } from './keys';

// The accessed location's integrations (002 §7 Integrations).

export function useTwilioConnection() {
  return useQuery({
    queryKey: integrationKeys.twilio,
    queryFn: ({ signal }) => api.call(integrationEndpoints.twilioConnection, {}, { signal }),
  });
}

/**
 * Saves the credentials, then asks Twilio about them: the answer's status says whether the
 * location is connected, or carries Twilio's error_message (002 §8).
 */
export function useConnectTwilio() {
  return useMutation({
    mutationFn: async (body: SaveTwilioCredentials) => {
      await api.call(integrationEndpoints.saveTwilioCredentials, { body });
      return api.call(integrationEndpoints.updateTwilioConnection, {});
    },
    meta: { invalidates: [integrationKeys.all] },
    onSuccess: (res) =>
      res.status === 1 ? toastSuccess(res.message) : toastError(res.error_message),
  });
}

export function useDisconnectTwilio() {
  return useMutation({
    mutationFn: () => api.call(integrationEndpoints.disconnectTwilio, {}),
    meta: { invalidates: [integrationKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}
