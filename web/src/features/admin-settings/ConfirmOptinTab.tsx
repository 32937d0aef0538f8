import { type ConfirmOptinInput, confirmOptinBody } from '@coachline/contract/admin-settings';
import { useWatch } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { ToggleField } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { TokenTextField } from '../messaging/TokenTextField';
import { useConfirmOptin, useUpdateConfirmOptin } from './queries';
import { SettingLoading, SettingsCard, SettingsForm } from './SettingsCard';

// Admin Settings › Opt-in confirmation (002 §7 update-confirm-optin): whether contacts who join
// through an opt-in confirm their email first, and the mail that asks them.

function ConfirmOptinForm(props: { setting: ConfirmOptinInput; canUpdate: boolean }) {
  const update = useUpdateConfirmOptin();
  const form = useContractForm(confirmOptinBody, props.setting);
  const on = useWatch({ control: form.control, name: 'confirm_optin' });
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: ({ confirm_optin: { updated_at: _, ...saved } }) => form.reset(saved),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  return (
    <SettingsForm
      label="Opt-in confirmation"
      onSubmit={submit}
      canUpdate={props.canUpdate}
      dirty={form.formState.isDirty}
      saving={update.isPending}
    >
      <ToggleField
        control={form.control}
        name="confirm_optin"
        kind="switch"
        label="Ask new contacts to confirm their email"
        description="Contacts who join through an opt-in get this mail with a confirmation button, and receive nothing else until they click it."
      />
      {on ? (
        <>
          <TokenTextField form={form} name="subject" label="Subject" maxLength={255} />
          <TokenTextField
            form={form}
            name="body"
            label="Message"
            multiline
            maxLength={5000}
            description="The confirmation button is added below it."
          />
        </>
      ) : null}
    </SettingsForm>
  );
}

/** The Opt-in confirmation tab of Admin Settings. */
export function ConfirmOptinTab() {
  const setting = useConfirmOptin();
  const abilities = useAbilities('admin-settings');
  const data = setting.data?.confirm_optin;
  return (
    <SettingsCard
      title="Opt-in confirmation"
      description="Double opt-in: only confirmed addresses join your lists."
    >
      {data ? (
        <ConfirmOptinForm
          key={data.updated_at ?? 'new'}
          setting={{ confirm_optin: data.confirm_optin, subject: data.subject, body: data.body }}
          canUpdate={abilities.update}
        />
      ) : (
        <SettingLoading what="opt-in confirmation" failed={setting.isError} />
      )}
    </SettingsCard>
  );
}
