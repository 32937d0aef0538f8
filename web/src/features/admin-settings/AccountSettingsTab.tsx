import {
  type AccountSetting,
  type AccountSettingInput,
  accountSettingBody,
} from '@coachline/contract/admin-settings';
import { countryCodes } from '@coachline/contract/countries';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useAbilities } from '../../app/abilities';
import { SelectField } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { TimeZoneField } from '../../ui/TimeZoneField';
import { useContractForm } from '../../ui/useContractForm';
import { useRefreshedSession } from '../session/sessionQuery';
import { useAccountSetting, useUpdateAccountSetting } from './queries';
import { blankNulls, SettingLoading, SettingsCard, SettingsForm } from './SettingsCard';

// Admin Settings › Account: the accessed location's business details, time zone and currency
// (002 §7 update-account-setting).

function inputOf({ account_id: _, is_primary: __, updated_at: ___, ...fields }: AccountSetting) {
  return { ...blankNulls(fields), country: fields.country } as AccountSettingInput;
}

function useCountries() {
  return useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, []);
}

function AccountForm(props: { setting: AccountSetting; canUpdate: boolean }) {
  const session = useRefreshedSession();
  const update = useUpdateAccountSetting(props.setting.account_id);
  const form = useContractForm(accountSettingBody, inputOf(props.setting));
  const { errors } = form.formState;
  const countries = useCountries();
  const currencies = (session?.currencies ?? []).map((c) => ({
    value: c.code,
    label: `${c.code} · ${c.name} (${c.symbol})`,
  }));
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: (res) => form.reset(inputOf(res.setting)),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  return (
    <SettingsForm
      label="Account settings"
      onSubmit={submit}
      canUpdate={props.canUpdate}
      dirty={form.formState.isDirty}
      saving={update.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Business name"
          aria-required
          maxLength={191}
          error={errors.businessname?.message}
          {...form.register('businessname')}
        />
        <TextInput
          label="Business type"
          maxLength={100}
          placeholder="Gym, studio, online coaching…"
          error={errors.business_type?.message}
          {...form.register('business_type')}
        />
        <TextInput
          label="Business email"
          type="email"
          maxLength={191}
          error={errors.business_email?.message}
          {...form.register('business_email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          maxLength={32}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextInput
          label="Website"
          placeholder="https://"
          maxLength={2048}
          error={errors.website?.message}
          {...form.register('website')}
        />
        <TimeZoneField
          control={form.control}
          name="timezone"
          description="Dates, reports and scheduled sends follow it."
        />
        <SelectField
          control={form.control}
          name="currency"
          label="Currency"
          aria-required
          searchable
          allowDeselect={false}
          data={currencies}
          nothingFoundMessage="No matching currency"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Address"
          maxLength={191}
          error={errors.address_line1?.message}
          {...form.register('address_line1')}
        />
        <TextInput
          label="Address line 2"
          maxLength={191}
          error={errors.address_line2?.message}
          {...form.register('address_line2')}
        />
        <TextInput
          label="City"
          maxLength={100}
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextInput
          label="State or province"
          maxLength={100}
          error={errors.state?.message}
          {...form.register('state')}
        />
        <TextInput
          label="Postal code"
          maxLength={20}
          error={errors.postal_code?.message}
          {...form.register('postal_code')}
        />
        <SelectField
          control={form.control}
          name="country"
          label="Country"
          searchable
          clearable
          data={countries}
          nothingFoundMessage="No matching country"
        />
      </SimpleGrid>
    </SettingsForm>
  );
}

/** The Account tab of Admin Settings: the location the user is acting in. */
export function AccountSettingsTab() {
  const session = useRefreshedSession();
  const accountId = session?.accessed.id ?? 0;
  const setting = useAccountSetting(accountId);
  const abilities = useAbilities('admin-settings');
  return (
    <SettingsCard
      title={
        session?.accessed.is_primary ? 'Account' : `Location: ${session?.accessed.businessname}`
      }
      description="Your business details as clients and invoices show them."
    >
      {setting.data ? (
        <AccountForm
          key={setting.data.setting.updated_at ?? 'new'}
          setting={setting.data.setting}
          canUpdate={abilities.update}
        />
      ) : (
        <SettingLoading what="account settings" failed={setting.isError} />
      )}
    </SettingsCard>
  );
}
