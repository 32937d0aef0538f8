import {
  type AccountSettingInput,
  adminSettingEndpoints as api,
  type ConfirmOptinInput,
  type ContactProfileSettingInput,
  type PortalSettingInput,
  type TeaseUpdateInput,
} from '@coachline/contract/admin-settings';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api as client } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { sessionKeys } from '../session/keys';
import { adminSettingKeys as keys } from './keys';

// Admin Settings (002 §7): each setting's read and write. Writes toast the server's message.

const toastMessage = (res: { message: string }) => toastSuccess(res.message);

export function useAccountSetting(accountId: number) {
  return useQuery({
    queryKey: keys.account(accountId),
    queryFn: ({ signal }) =>
      client.call(api.accountSetting, { params: { account: accountId } }, { signal }),
  });
}

export function useUpdateAccountSetting(accountId: number) {
  return useMutation({
    mutationFn: (body: AccountSettingInput) =>
      client.call(api.updateAccountSetting, { params: { account: accountId }, body }),
    // The organization's name and time zone are the session's too.
    meta: { invalidates: [keys.account(accountId), sessionKeys.refresh, sessionKeys.locations] },
    onSuccess: toastMessage,
  });
}

export function usePortalSetting(accountId: number) {
  return useQuery({
    queryKey: keys.portal(accountId),
    queryFn: ({ signal }) =>
      client.call(api.portalSetting, { params: { account: accountId } }, { signal }),
  });
}

export function useUpdatePortalSetting(accountId: number) {
  return useMutation({
    mutationFn: (body: PortalSettingInput) =>
      client.call(api.updatePortalSetting, { params: { account: accountId }, body }),
    meta: { invalidates: [keys.portal(accountId)] },
    onSuccess: toastMessage,
  });
}

export function useConfirmOptin() {
  return useQuery({
    queryKey: keys.confirmOptin,
    queryFn: ({ signal }) => client.call(api.confirmOptin, {}, { signal }),
  });
}

export function useUpdateConfirmOptin() {
  return useMutation({
    mutationFn: (body: ConfirmOptinInput) => client.call(api.updateConfirmOptin, { body }),
    meta: { invalidates: [keys.confirmOptin] },
    onSuccess: toastMessage,
  });
}

export function useAccessKey() {
  return useQuery({
    queryKey: keys.accessKey,
    queryFn: ({ signal }) => client.call(api.accessKey, {}, { signal }),
  });
}

export function useSendAccessKey() {
  return useMutation({
    mutationFn: () => client.call(api.sendAccessKey),
    meta: { invalidates: [keys.accessKey] },
    onSuccess: toastMessage,
  });
}

export function useUpdateWhiteLabel() {
  return useMutation({
    mutationFn: (whiteLabel: boolean) =>
      client.call(api.updateWhiteLabel, { body: { white_label: whiteLabel } }),
    meta: { invalidates: [sessionKeys.refresh] },
    onSuccess: toastMessage,
  });
}

export function useUpdateContactProfileSetting() {
  return useMutation({
    mutationFn: (body: ContactProfileSettingInput) =>
      client.call(api.updateContactProfileSetting, { body }),
    meta: { invalidates: [sessionKeys.refresh] },
    onSuccess: toastMessage,
  });
}

export function useTeaseSettings() {
  return useQuery({
    queryKey: keys.tease,
    queryFn: ({ signal }) => client.call(api.teaseSettings, {}, { signal }),
  });
}

export function useUpdateTeaseSetting(id: number) {
  return useMutation({
    mutationFn: (body: TeaseUpdateInput) =>
      client.call(api.updateTeaseSetting, { params: { tease_setting: id }, body }),
    meta: { invalidates: [keys.tease] },
    onSuccess: toastMessage,
  });
}

export function useEnableTeaseSetting() {
  return useMutation({
    mutationFn: (v: { id: number; enabled: boolean }) =>
      client.call(api.enableTeaseSetting, {
        params: { tease_setting: v.id },
        body: { enabled: v.enabled },
      }),
    meta: { invalidates: [keys.tease] },
    onSuccess: toastMessage,
  });
}

export function useLandingToken() {
  return useQuery({
    queryKey: keys.landingToken,
    queryFn: ({ signal }) => client.call(api.landingToken, {}, { signal }),
  });
}

export function useGenerateLandingToken() {
  return useMutation({
    mutationFn: () => client.call(api.generateLandingToken),
    meta: { invalidates: [keys.landingToken] },
    onSuccess: toastMessage,
  });
}
