import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { FormFieldset } from '../../ui/FormFieldset';
import { useLeavePrompt } from '../../ui/useLeavePrompt';

/** One setting of Admin Settings: a titled card with a line on what it does. */
export function SettingsCard(props: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={id}>
            {props.title}
          </Title>
          {props.description ? (
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          ) : null}
        </div>
        {props.children}
      </Stack>
    </Paper>
  );
}

/** A setting's form while it loads, or why it could not. */
export function SettingLoading(props: { what: string; failed: boolean }) {
  if (props.failed) return <Alert color="red">The {props.what} could not be loaded.</Alert>;
  return (
    <Stack gap="sm" aria-busy="true" aria-label={`Loading the ${props.what}`}>
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={120} />
    </Stack>
  );
}

/** Text fields start empty rather than null, which the contract reads as none. */
export const blankNulls = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? ''])) as {
    [K in keyof T]: Exclude<T[K], null> | (null extends T[K] ? '' : never);
  };

/**
 * A setting's form: its fields, read-only without `canUpdate`, then its Save button; while
 * `dirty`, leaving (another tab, another page) asks first.
 */
export function SettingsForm(props: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  canUpdate: boolean;
  dirty: boolean;
  saving: boolean;
  children: ReactNode;
}) {
  useLeavePrompt(props.canUpdate && props.dirty);
  return (
    <form onSubmit={props.onSubmit} noValidate aria-label={props.label}>
      <FormFieldset disabled={!props.canUpdate}>
        <Stack gap="md">
          {props.children}
          {props.canUpdate ? (
            <Group justify="flex-end">
              <Button type="submit" loading={props.saving}>
                Save
              </Button>
            </Group>
          ) : null}
        </Stack>
      </FormFieldset>
    </form>
  );
}
