import type { RecoveryPageFields } from '@coachline/contract/recovery-page';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';

// What the recovery page shows in each state: the public page and the settings' preview draw
// the same thing.

/** `resubscribed` is `subscribed` after a resubscribe on the page, which thanks them. */
export type RecoveryState = 'subscribed' | 'unsubscribed' | 'resubscribed';

export function RecoveryPageView(props: {
  setting: RecoveryPageFields;
  state: RecoveryState;
  email?: string | undefined;
  pending?: boolean;
  error?: string | null | undefined;
  onUnsubscribe?: () => void;
  onResubscribe?: () => void;
}) {
  const { setting, state, pending = false } = props;
  const email = props.email ? (
    <Text size="sm" c="dimmed">
      Emails to <strong>{props.email}</strong>
    </Text>
  ) : null;
  const error = props.error ? (
    <Alert color="red" role="alert">
      {props.error}
    </Alert>
  ) : null;

  if (state === 'unsubscribed')
    return (
      <Stack gap="md" role="status" aria-live="polite">
        <IconMailOff size={40} color="var(--mantine-color-gray-7)" aria-hidden />
        <Text fw={600}>You are unsubscribed.</Text>
        {email}
        {setting.unsubscribed_message ? <Text>{setting.unsubscribed_message}</Text> : null}
        {error}
        {setting.is_enabled ? (
          <Button onClick={props.onResubscribe} loading={pending} fullWidth>
            {setting.resubscribe_button_text}
          </Button>
        ) : null}
      </Stack>
    );

  return (
    <Stack gap="md" role="status" aria-live="polite">
      {state === 'resubscribed' ? (
        <>
          <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fw={600}>You are subscribed again.</Text>
          {setting.resubscribed_message ? <Text>{setting.resubscribed_message}</Text> : null}
        </>
      ) : setting.unsubscribe_message ? (
        <Text>{setting.unsubscribe_message}</Text>
      ) : null}
      {email}
      {error}
      <Button
        variant={state === 'resubscribed' ? 'default' : 'filled'}
        color={state === 'resubscribed' ? undefined : 'red'}
        onClick={props.onUnsubscribe}
        loading={pending}
        fullWidth
      >
        {setting.unsubscribe_button_text}
      </Button>
    </Stack>
  );
}
