import {
  type RecoveryPageFields,
  type RecoveryPageSetting,
  recoveryPageFields,
} from '@coachline/contract/recovery-page';
import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { FormServerError, ToggleField } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { useRecoveryPageSetting, useSaveRecoveryPage } from './queries';
import { RecoveryPageView, type RecoveryState } from './RecoveryPageView';

// Admin Settings › Recovery page: what the unsubscribe link of the location's emails leads to
// (001 §7 Common), with a preview of each state the page can show.

const fieldsOf = ({ account_id: _, updated_at: __, ...fields }: RecoveryPageSetting) => fields;

const previewStates: { value: RecoveryState; label: string }[] = [
  { value: 'subscribed', label: 'From the email' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'resubscribed', label: 'Resubscribed' },
];

function RecoveryPageForm(props: { setting: RecoveryPageSetting; canUpdate: boolean }) {
  const { canUpdate } = props;
  const save = useSaveRecoveryPage();
  const form = useContractForm(recoveryPageFields, fieldsOf(props.setting));
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  const [previewState, setPreviewState] = useState<RecoveryState>('subscribed');
  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (res) => form.reset(fieldsOf(res.setting)),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  const preview: RecoveryPageFields = { ...fieldsOf(props.setting), ...watched };

  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form onSubmit={submit} noValidate aria-label="Recovery page settings">
          <FormFieldset disabled={!canUpdate}>
            <Stack gap="md">
              <ToggleField
                control={form.control}
                name="is_enabled"
                kind="switch"
                label="Let contacts resubscribe"
                description="Off, the page still unsubscribes, but offers no way back."
              />
              <TextInput
                label="Title"
                aria-required
                maxLength={120}
                error={errors.page_title?.message}
                {...form.register('page_title')}
              />
              <Textarea
                label="Message before unsubscribing"
                description="Shown to someone who followed the link and is still subscribed."
                autosize
                minRows={2}
                maxLength={1000}
                error={errors.unsubscribe_message?.message}
                {...form.register('unsubscribe_message')}
              />
              <TextInput
                label="Unsubscribe button text"
                aria-required
                maxLength={40}
                error={errors.unsubscribe_button_text?.message}
                {...form.register('unsubscribe_button_text')}
              />
              <Textarea
                label="Message once unsubscribed"
                autosize
                minRows={2}
                maxLength={1000}
                error={errors.unsubscribed_message?.message}
                {...form.register('unsubscribed_message')}
              />
              <TextInput
                label="Resubscribe button text"
                aria-required
                maxLength={40}
                error={errors.resubscribe_button_text?.message}
                {...form.register('resubscribe_button_text')}
              />
              <Textarea
                label="Message once resubscribed"
                autosize
                minRows={2}
                maxLength={1000}
                error={errors.resubscribed_message?.message}
                {...form.register('resubscribed_message')}
              />
              <FormServerError error={errors.root?.server} />
              {canUpdate && (
                <Group justify="flex-end">
                  <Button type="submit" loading={save.isPending}>
                    Save
                  </Button>
                </Group>
              )}
            </Stack>
          </FormFieldset>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs" pos="sticky" top={16}>
          <Text size="sm" fw={600} id="recovery-preview">
            Preview
          </Text>
          <SegmentedControl
            aria-label="Preview the page"
            size="xs"
            data={previewStates}
            value={previewState}
            onChange={(value) => setPreviewState(value as RecoveryState)}
          />
          <Paper withBorder radius="md" p="lg" bg="gray.0" aria-labelledby="recovery-preview" inert>
            <Stack gap="md">
              <Title order={4}>{preview.page_title || props.setting.page_title}</Title>
              <RecoveryPageView setting={preview} state={previewState} email="d***@example.com" />
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The Recovery page tab of Admin Settings. */
export function RecoveryPageSettings() {
  const setting = useRecoveryPageSetting();
  const { update } = useAbilities('admin-settings');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="recovery-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="recovery-title">
            Recovery page
          </Title>
          <Text size="sm" c="dimmed">
            Where the unsubscribe link of your emails leads: people who unsubscribed can come back
            here. Bounced addresses and spam complaints stay blocked.
          </Text>
        </div>
        {setting.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading the recovery page settings">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={120} />
          </Stack>
        ) : setting.data ? (
          <RecoveryPageForm setting={setting.data.setting} canUpdate={update} />
        ) : (
          <Alert color="red">The recovery page settings could not be loaded.</Alert>
        )}
      </Stack>
    </Paper>
  );
}
