import {
  type MemberIdSendBody,
  memberIdEndpoints,
  type StoreMemberIdSettingBody,
} from '@coachline/contract/member-id';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { memberIdKeys } from './keys';

// The accessed location's member-ID page (001 §7 Member ID): its setting under Admin Settings,
// and the public page's own calls, which handle their failures themselves: the visitor is not
// signed in, so the app's error catalogue (sign-in dialogs, the 403 page) is not theirs.

export function useMemberIdSetting() {
  return useQuery({
    queryKey: memberIdKeys.setting,
    queryFn: ({ signal }) => api.call(memberIdEndpoints.getSetting, {}, { signal }),
  });
}

export function useStoreMemberIdSetting() {
  return useMutation({
    mutationFn: (body: StoreMemberIdSettingBody) =>
      api.call(memberIdEndpoints.storeSetting, { body }),
    meta: { invalidates: [memberIdKeys.setting] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useMemberIdPage(accountId: string, accessCode: string) {
  return useQuery({
    queryKey: memberIdKeys.page(accountId, accessCode),
    queryFn: ({ signal }) =>
      api.call(
        memberIdEndpoints.publicSetting,
        { params: { account: accountId }, query: { access_code: accessCode } },
        { signal, handleErrors: false },
      ),
    retry: false,
  });
}

export function useRequestMemberId(accountId: string) {
  return useMutation({
    mutationFn: (body: MemberIdSendBody) =>
      api.call(
        memberIdEndpoints.send,
        { params: { account: accountId }, body },
        { handleErrors: false },
      ),
  });
}
