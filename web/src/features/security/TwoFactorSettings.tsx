import {
  disableTwofaBody,
  enableTwofaBody,
  type TwofaCodesResponse,
} from '@coachline/contract/billing';
import {
  Alert,
  Button,
  Code,
  Group,
  List,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { CopyValue } from '../../ui/CopyValue';
import { FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { useRefreshedSession } from '../session/sessionQuery';
import { useDisableTwofa, useEnableTwofa, useStartTwofaSetup } from './queries';

// Two-factor authentication of the signed-in user (issue 11 §4): set up with an authenticator
// app (QR code or the secret typed in), confirmed by a first code; the recovery codes are shown
// during setup only. Turning it off takes the password and a code.

/** Step 3 of setup: the first code proves the app holds the secret. */
function EnableForm(props: { onEnabled: () => void }) {
  const enable = useEnableTwofa();
  const form = useContractForm(enableTwofaBody, { code: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (body) =>
      enable.mutate(body.code, { onSuccess: props.onEnabled, onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Code from the app"
          description="The 6-digit code your authenticator app shows for Coachline."
          autoComplete="one-time-code"
          inputMode="numeric"
          maw={240}
          aria-required
          error={errors.code?.message}
          {...form.register('code')}
        />
        <FormServerError error={errors.root?.server} />
        <Group>
          <Button type="submit" loading={enable.isPending}>
            Turn on two-factor authentication
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SetupSteps(props: { setup: TwofaCodesResponse; onEnabled: () => void }) {
  const { setup } = props;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            1. Scan the QR code
          </Title>
          <Text size="sm" c="dimmed">
            Scan it with an authenticator app (Google Authenticator, 1Password, Authy…).
          </Text>
          <Paper withBorder p="sm" w="fit-content" bg="white">
            <QRCodeSVG
              value={setup.otpauth_url}
              size={176}
              title="QR code for your authenticator app"
              role="img"
            />
          </Paper>
          <Text size="sm">Or type this key into the app:</Text>
          <Group gap={4} wrap="nowrap">
            <Code data-testid="twofa-secret" style={{ wordBreak: 'break-all' }}>
              {setup.secret}
            </Code>
            <CopyValue value={setup.secret} label="the setup key" />
          </Group>
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            2. Save your recovery codes
          </Title>
          <Text size="sm" c="dimmed">
            Each code signs you in once if you lose your phone. Keep them somewhere safe: they are
            shown only now.
          </Text>
          <Group gap={4} align="flex-start" wrap="nowrap">
            <List
              aria-label="Recovery codes"
              listStyleType="none"
              spacing={2}
              ff="monospace"
              size="sm"
            >
              {setup.recovery_codes.map((code) => (
                <List.Item key={code}>{code}</List.Item>
              ))}
            </List>
            <CopyValue value={setup.recovery_codes.join('\n')} label="the recovery codes" />
          </Group>
        </Stack>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          3. Enter a code from the app
        </Title>
        <EnableForm onEnabled={props.onEnabled} />
      </Stack>
    </Stack>
  );
}

function DisableForm() {
  const disable = useDisableTwofa();
  const form = useContractForm(disableTwofaBody, { password: '', code: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (body) =>
      disable.mutate(body, { onSuccess: () => form.reset(), onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={360}>
        <Text size="sm">To turn it off, confirm with your password and a code.</Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          aria-required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextInput
          label="Authentication code"
          description="From your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          aria-required
          error={errors.code?.message}
          {...form.register('code')}
        />
        <FormServerError error={errors.root?.server} />
        <Group>
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            Turn off two-factor authentication
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TwoFactorSettings() {
  const enabled = useRefreshedSession()?.user.is_2fa_enabled ?? false;
  const start = useStartTwofaSetup();
  const [setup, setSetup] = useState<TwofaCodesResponse | null>(null);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="twofa-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="twofa-title">
            Two-factor authentication
          </Title>
          <Text size="sm" c="dimmed">
            A code from your phone at every sign-in, so a password alone never opens your account.
          </Text>
        </div>
        {enabled ? (
          <>
            <Alert color="teal" icon={<IconShieldCheck aria-hidden />} role="status">
              Two-factor authentication is on.
            </Alert>
            <DisableForm />
          </>
        ) : setup ? (
          <SetupSteps setup={setup} onEnabled={() => setSetup(null)} />
        ) : (
          <Group>
            <Button
              loading={start.isPending}
              onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
            >
              Set up two-factor authentication
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
