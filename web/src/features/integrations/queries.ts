import {
  integrationEndpoints,
  type SaveAutomationWebhookBody,
  type SaveTwilioCredentials,
} from '@coachline/contract/integrations';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastError, toastSuccess } from '../../ui/toast';
import { integrationKeys } from './keys';

// The accessed location's integrations (002 §7 Integrations): its Twilio account and its
// automation webhooks (issue 15 §6).

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

/** The location's automation webhooks, newest first; Admin Settings viewers only. */
export function useAutomationWebhooks(enabled = true) {
  return useQuery({
    queryKey: integrationKeys.automationWebhooks,
    queryFn: ({ signal }) => api.call(integrationEndpoints.fitFunnelWebhooks, {}, { signal }),
    select: (res) => res.data,
    enabled,
  });
}

/** Makes a webhook (without an id) or changes one; its address stays. */
export function useSaveAutomationWebhook() {
  return useMutation({
    mutationFn: (body: SaveAutomationWebhookBody) =>
      api.call(integrationEndpoints.saveFitFunnelWebhook, { body }),
    meta: { invalidates: [integrationKeys.automationWebhooks] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useDeleteAutomationWebhook() {
  return useMutation({
    mutationFn: (id: number) =>
      api.call(integrationEndpoints.deleteFitFunnelWebhook, { body: { id } }),
    meta: { invalidates: [integrationKeys.automationWebhooks] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

/** Whether the location has an API token for automation platforms: its hint, never itself. */
export function useApiToken(enabled = true) {
  return useQuery({
    queryKey: integrationKeys.apiToken,
    queryFn: ({ signal }) => api.call(integrationEndpoints.zapierToken, {}, { signal }),
    select: (res) => res.api_token,
    enabled,
  });
}

/** A new token, answered once; the one before stops working. */
export function useGenerateApiToken() {
  return useMutation({
    mutationFn: () => api.call(integrationEndpoints.generateZapierToken, {}),
    meta: { invalidates: [integrationKeys.apiToken] },
  });
}

export function useRevokeApiToken() {
  return useMutation({
    mutationFn: () => api.call(integrationEndpoints.revokeZapierToken, {}),
    meta: { invalidates: [integrationKeys.apiToken] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}
