import {
  type BrandingSetting,
  brandingSettingsBody,
  type ScenarioBrandingName,
  scenarioMessages,
} from '@coachline/contract/scenarios';
import { Alert, Button, Group, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useAbilities } from '../../app/abilities';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { useBrandingSettings, useUpdateBranding } from './queries';

// The scenario's branding in its contacts' portal: each name/value pair as a field, saved
// together.

const fields: Record<ScenarioBrandingName, { label: string; long?: boolean }> = {
  primary_color: { label: 'Primary colour' },
  logo_url: { label: 'Logo address' },
  welcome_headline: { label: 'Welcome headline' },
  welcome_message: { label: 'Welcome message', long: true },
  completion_message: { label: 'Completion message', long: true },
};

function BrandingForm(props: { scenarioId: number; settings: BrandingSetting[] }) {
  const { settings } = props;
  const abilities = useAbilities('contacts-center');
  const update = useUpdateBranding(props.scenarioId);
  const form = useContractForm(brandingSettingsBody, { branding_settings: settings });
  useEffect(() => form.reset({ branding_settings: settings }), [settings, form]);
  const errors = form.formState.errors.branding_settings;
  const submit = form.handleSubmit(
    (body) => update.mutate(body.branding_settings, { onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Branding">
      <Stack gap="sm" maw={560}>
        {settings.map((s, i) => {
          const field = fields[s.name];
          const props = {
            label: field.label,
            disabled: !abilities.update,
            error: errors?.[i]?.value?.message,
            ...form.register(`branding_settings.${i}.value`),
          };
          return field.long ? (
            <Textarea key={s.name} autosize minRows={2} {...props} />
          ) : (
            <TextInput key={s.name} {...props} />
          );
        })}
        {abilities.update ? (
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save branding
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}

export function ScenarioBrandingPanel(props: { scenarioId: number }) {
  const settings = useBrandingSettings(props.scenarioId);
  if (settings.isLoading) return <Skeleton role="status" h={240} aria-label="Loading branding" />;
  if (settings.isError || !settings.data)
    return <Alert color="red">{scenarioMessages.settingsLoadFailed}</Alert>;
  return <BrandingForm scenarioId={props.scenarioId} settings={settings.data} />;
}
