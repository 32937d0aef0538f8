import {
  type TeaseSetting,
  type TeaseValueInput,
  teaseForm,
} from '@coachline/contract/admin-settings';
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useAbilities } from '../../app/abilities';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { useLeavePrompt } from '../../ui/useLeavePrompt';
import { useEnableTeaseSetting, useTeaseSettings, useUpdateTeaseSetting } from './queries';
import { blankNulls, SettingLoading, SettingsCard } from './SettingsCard';

// Admin Settings › Portal teasers (000 §7.3 tease-settings): for an area a client cannot open
// yet, the card the client portal shows instead, saying what it holds and where to get it.

function teaseValueOf(setting: TeaseSetting): TeaseValueInput {
  try {
    return blankNulls(JSON.parse(setting.setting_value) as TeaseValueInput);
  } catch {
    return { headline: '', description: '', button_label: '', button_url: '' };
  }
}

function TeaseCard(props: { setting: TeaseSetting; canUpdate: boolean }) {
  const { setting } = props;
  const update = useUpdateTeaseSetting(setting.id);
  const enable = useEnableTeaseSetting();
  const form = useContractForm(teaseForm, {
    setting_value: teaseValueOf(setting),
    enabled: setting.enabled,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(
        // The switch saves on its own: the card sends what the server says of it now.
        { setting_value: JSON.stringify(body.setting_value), enabled: setting.enabled },
        {
          onSuccess: (res) =>
            form.reset({ setting_value: teaseValueOf(res.setting), enabled: res.setting.enabled }),
          onError: serverErrorsTo(form),
        },
      ),
    onInvalidSubmit,
  );
  const field = errors.setting_value;
  useLeavePrompt(props.canUpdate && form.formState.isDirty);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${setting.label} teaser`}>
      <form onSubmit={submit} noValidate>
        <FormFieldset disabled={!props.canUpdate}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Group gap="xs">
                <Text fw={600}>{setting.label}</Text>
                <Badge variant="light" color={setting.enabled ? 'teal' : 'gray'}>
                  {setting.enabled ? 'Shown' : 'Hidden'}
                </Badge>
              </Group>
              <Switch
                aria-label={`Show the ${setting.label} teaser`}
                checked={enable.isPending ? Boolean(enable.variables?.enabled) : setting.enabled}
                disabled={!props.canUpdate || enable.isPending}
                onChange={(e) =>
                  enable.mutate({ id: setting.id, enabled: e.currentTarget.checked })
                }
              />
            </Group>
            <TextInput
              label="Headline"
              aria-required
              maxLength={120}
              error={field?.headline?.message}
              {...form.register('setting_value.headline')}
            />
            <Textarea
              label="Description"
              autosize
              minRows={2}
              maxLength={1000}
              error={field?.description?.message}
              {...form.register('setting_value.description')}
            />
            <Group grow align="flex-start">
              <TextInput
                label="Button label"
                aria-required
                maxLength={40}
                error={field?.button_label?.message}
                {...form.register('setting_value.button_label')}
              />
              <TextInput
                label="Button link"
                placeholder="https://"
                maxLength={2048}
                error={field?.button_url?.message}
                {...form.register('setting_value.button_url')}
              />
            </Group>
            {props.canUpdate ? (
              <Group justify="flex-end">
                <Button type="submit" size="sm" loading={update.isPending}>
                  Save {setting.label.toLowerCase()} teaser
                </Button>
              </Group>
            ) : null}
          </Stack>
        </FormFieldset>
      </form>
    </Paper>
  );
}

/** The Portal teasers tab of Admin Settings. */
export function TeaseSettingsTab() {
  const list = useTeaseSettings();
  const abilities = useAbilities('admin-settings');
  return (
    <SettingsCard
      title="Portal teasers"
      description="What clients see in the portal in place of an area they cannot open yet."
    >
      {list.data ? (
        <Stack gap="md">
          {list.data.data.map((setting) => (
            // By id alone: a card made anew when the list comes back (after its switch, say)
            // would drop what the user is typing.
            <TeaseCard key={setting.id} setting={setting} canUpdate={abilities.update} />
          ))}
        </Stack>
      ) : (
        <SettingLoading what="portal teasers" failed={list.isError} />
      )}
    </SettingsCard>
  );
}
