import {
  type ContactProfileSettingInput,
  contactProfileItems,
  contactProfileSettingBody,
  contactProfileSettingOf,
} from '@coachline/contract/admin-settings';
import { SimpleGrid } from '@mantine/core';
import { FormServerError, ToggleField } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { useRefreshedSession } from '../session/sessionQuery';
import { useUpdateContactProfileSetting } from './queries';
import { SettingsCard, SettingsForm } from './SettingsCard';

// Admin Settings › Contact profile (000 §7.3 user/update-contact-profile-setting): which parts of
// the contact profile this user sees. Each user's own, so it needs no permission.

function ContactProfileForm(props: { setting: Record<string, boolean> }) {
  const update = useUpdateContactProfileSetting();
  const form = useContractForm(contactProfileSettingBody, {
    contact_profile_setting: props.setting,
  } as ContactProfileSettingInput);
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: (res) => form.reset({ contact_profile_setting: res.contact_profile_setting }),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  return (
    <SettingsForm
      label="Contact profile settings"
      onSubmit={submit}
      canUpdate
      dirty={form.formState.isDirty}
      saving={update.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-label="Shown on the profile">
        {contactProfileItems.map((item) => (
          <ToggleField
            key={item.key}
            control={form.control}
            name={`contact_profile_setting.${item.key}`}
            kind="checkbox"
            label={item.label}
          />
        ))}
      </SimpleGrid>
      <FormServerError error={form.formState.errors.contact_profile_setting} />
    </SettingsForm>
  );
}

/** The Contact profile tab of Admin Settings. */
export function ContactProfileTab() {
  const session = useRefreshedSession();
  if (!session) return null;
  // Complete, so every checkbox has its value: an item the setting does not name is shown.
  const setting = contactProfileSettingOf(session.contact_profile_setting);
  return (
    <SettingsCard
      title="Contact profile"
      description="The sections you see on every contact’s profile. Your own choice: other users keep theirs."
    >
      <ContactProfileForm key={JSON.stringify(setting)} setting={setting} />
    </SettingsCard>
  );
}
