import { type BirthdaySettingInput, birthdayEndpoints } from '@coachline/contract/birthdays';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastSuccess } from '../../ui/toast';
import { birthdayKeys } from './keys';

// The location's birthday greeting and the birthdays coming up (001 §7 Common).

export function useBirthdaySetting() {
  return useQuery({
    queryKey: birthdayKeys.setting,
    queryFn: ({ signal }) => api.call(birthdayEndpoints.getSetting, {}, { signal }),
  });
}

export function useUpdateBirthdaySetting() {
  return useMutation({
    mutationFn: (body: BirthdaySettingInput) => api.call(birthdayEndpoints.updateSetting, { body }),
    meta: { invalidates: [birthdayKeys.setting] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}

export function useUpcomingBirthdays(days: number, enabled: boolean) {
  return useQuery({
    queryKey: birthdayKeys.upcoming(days),
    queryFn: ({ signal }) => api.call(birthdayEndpoints.upcoming, { query: { days } }, { signal }),
    enabled,
  });
}

export function useCelebrateBirthday() {
  return useMutation({
    mutationFn: (body: { contact_id: number; celebrated: boolean }) =>
      api.call(birthdayEndpoints.celebrate, { body }),
    meta: { invalidates: [birthdayKeys.all] },
    onSuccess: (res) => toastSuccess(res.message),
  });
}
