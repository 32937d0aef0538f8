import { endpointUrl } from '@coachline/contract/endpoint';
import {
  integrationEndpoints,
  saveTwilioCredentialsBody,
  type TwilioConnection,
  type TwilioConnectionStatus,
} from '@coachline/contract/integrations';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useAbilities } from '../../app/abilities';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { useConnectTwilio, useDisconnectTwilio, useTwilioConnection } from './queries';

// Admin Settings › Integrations: the accessed location's own Twilio account (002 §7, §8).

const statusBadge: Record<TwilioConnectionStatus | 'none', { label: string; color: string }> = {
  none: { label: 'Not connected', color: 'gray' },
  pending: { label: 'Not verified', color: 'yellow' },
  connected: { label: 'Connected', color: 'teal' },
  failed: { label: 'Connection failed', color: 'red' },
};

/** Where Twilio must post the SMS sent to the number, to set on the number in Twilio. */
const inboundWebhookUrl = () =>
  `${window.location.origin}${endpointUrl(integrationEndpoints.twilioInbound)}`;

function TwilioForm(props: { connection: TwilioConnection | null; canUpdate: boolean }) {
  const { connection, canUpdate } = props;
  const connect = useConnectTwilio();
  const disconnect = useDisconnectTwilio();
  const form = useContractForm(saveTwilioCredentialsBody, {
    account_sid: connection?.account_sid ?? '',
    auth_token: '',
    phone_number: connection?.phone_number ?? '',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (body) =>
      connect.mutate(body, {
        onSuccess: () => form.resetField('auth_token'),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );

  const confirmDisconnect = () =>
    confirmAction({
      text: 'Disconnect Twilio? This location’s SMS will be kept in the outbox, not sent, until it is connected again.',
      confirmLabel: 'Disconnect',
      onConfirm: () => disconnect.mutate(),
    });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Account SID"
          description="On your Twilio console’s dashboard; it starts with AC."
          autoComplete="off"
          spellCheck={false}
          aria-required
          readOnly={!canUpdate}
          error={errors.account_sid?.message}
          {...form.register('account_sid')}
        />
        <PasswordInput
          label="Auth token"
          description={
            connection
              ? `Saved (${connection.auth_token}). Leave blank to keep it.`
              : 'Beside the account SID on your Twilio console.'
          }
          autoComplete="new-password"
          aria-required={!connection}
          readOnly={!canUpdate}
          error={errors.auth_token?.message}
          {...form.register('auth_token')}
        />
        <TextInput
          label="Twilio phone number"
          description="The number of your Twilio account that sends this location’s SMS."
          type="tel"
          autoComplete="off"
          aria-required
          readOnly={!canUpdate}
          error={errors.phone_number?.message}
          {...form.register('phone_number')}
        />
        <FormServerError error={errors.root?.server} />
        {canUpdate && (
          <Group justify="flex-end">
            {connection && (
              <Button
                variant="light"
                color="red"
                onClick={confirmDisconnect}
                disabled={connect.isPending || disconnect.isPending}
              >
                {disconnect.isPending ? 'Disconnecting' : 'Disconnect'}
              </Button>
            )}
            <Button type="submit" disabled={connect.isPending || disconnect.isPending}>
              {connect.isPending ? 'Connecting' : 'Connect'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The Twilio card of Admin Settings' Integrations tab. */
export function TwilioSettings() {
  const twilio = useTwilioConnection();
  const { update } = useAbilities('admin-settings');
  const connection = twilio.data?.connection ?? null;
  const badge = statusBadge[connection?.status ?? 'none'];

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="twilio-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={3} id="twilio-title">
              Twilio
            </Title>
            <Text size="sm" c="dimmed">
              Send this location’s SMS from your own Twilio number. Until it is connected, SMS are
              kept in the outbox and not sent.
            </Text>
          </div>
          {twilio.isSuccess && (
            <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
              {badge.label}
            </Badge>
          )}
        </Group>
        {twilio.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading the Twilio connection">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : (
          <>
            {connection?.status === 'failed' && connection.error_message && (
              <Alert color="red" title="Twilio refused the connection">
                {connection.error_message}
              </Alert>
            )}
            {connection?.status === 'connected' && (
              <Text size="sm">
                Verified <DateTime value={connection.verified_at} />. For replies to reach this
                location, set your number’s “A message comes in” webhook in Twilio to{' '}
                <Code style={{ wordBreak: 'break-all' }}>{inboundWebhookUrl()}</Code> (HTTP POST).
              </Text>
            )}
            <TwilioForm
              key={`${connection?.account_sid}-${connection?.phone_number}-${connection?.status}`}
              connection={connection}
              canUpdate={update}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
