import { messages } from '@coachline/contract/messages';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { lazyResolver } from '../../ui/lazyResolver';
import { useRegistrationStep, useResendCode } from './queries';
import { RegistrationFrame } from './RegistrationFrame';

const resolver = lazyResolver(() =>
  import('@coachline/contract/registration').then((m) => m.verificationCodeBody),
);

function VerifyCode(props: { channel: 'email' | 'phone' }) {
  const { token = '' } = useParams();
  const email = props.channel === 'email';
  const verify = useRegistrationStep(token, email ? messages.emailVerified : undefined);
  const resend = useResendCode(props.channel);
  const form = useForm({ resolver, defaultValues: { code: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (body) =>
      verify.mutate(
        { call: email ? 'verifyEmail' : 'verifyPhone', body },
        { onError: serverErrorsTo(form) },
      ),
    onInvalidSubmit,
  );

  return (
    <RegistrationFrame
      token={token}
      step={email ? 'verify-email' : 'verify-phone'}
      title={email ? 'Verify your email' : 'Verify your phone'}
    >
      {(details) => (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <div>
              {email
                ? `We sent a 6-digit code to ${details.email}.`
                : `We sent a 6-digit code by text message to ${details.phone}.`}
            </div>
            <TextInput
              label="Verification code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-required
              error={errors.code?.message}
              {...form.register('code')}
            />
            <Button type="submit" fullWidth loading={verify.isPending}>
              {email ? 'Verify Email' : 'Verify Phone'}
            </Button>
            <Group justify="space-between">
              <Anchor
                component="button"
                type="button"
                size="sm"
                disabled={resend.isPending}
                onClick={() => resend.mutate(details.id)}
              >
                {resend.isPending ? 'Sending…' : 'Resend code'}
              </Anchor>
              <Anchor
                component={Link}
                size="sm"
                to={`/account/${encodeURIComponent(token)}/${email ? 'change-email' : 'change-phone'}`}
              >
                {email ? 'Change email' : 'Change phone'}
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
    </RegistrationFrame>
  );
}

export function VerifyEmailPage() {
  return <VerifyCode channel="email" />;
}

export function VerifyPhonePage() {
  return <VerifyCode channel="phone" />;
}
