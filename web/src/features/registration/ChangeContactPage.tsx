import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { lazyResolver } from '../../ui/lazyResolver';
import { useRegistrationStep } from './queries';
import { RegistrationFrame } from './RegistrationFrame';

const emailResolver = lazyResolver(() =>
  import('@coachline/contract/registration').then((m) => m.changeEmailBody),
);
const phoneResolver = lazyResolver(() =>
  import('@coachline/contract/registration').then((m) => m.changePhoneBody),
);

/** The page around the new email or phone field: the current one, submit and the way back. */
function ChangeContact(props: {
  token: string;
  channel: 'email' | 'phone';
  submit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  children: ReactNode;
}) {
  const { token } = props;
  const email = props.channel === 'email';
  return (
    <RegistrationFrame
      token={token}
      title={email ? 'Change your email' : 'Change your phone'}
      description={
        email
          ? 'We will send a new verification code to this address.'
          : 'We will send a new verification code to this number.'
      }
    >
      {(details) => (
        <form onSubmit={props.submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Current {props.channel}: <strong>{email ? details.email : details.phone}</strong>
            </Text>
            {props.children}
            <Button type="submit" fullWidth loading={props.busy}>
              {email ? 'Change Email' : 'Change Phone'}
            </Button>
            <Anchor
              component={Link}
              size="sm"
              ta="center"
              to={`/account/${encodeURIComponent(token)}/${email ? 'verify-email' : 'verify-phone'}`}
            >
              Back to verification
            </Anchor>
          </Stack>
        </form>
      )}
    </RegistrationFrame>
  );
}

export function ChangeEmailPage() {
  const { token = '' } = useParams();
  const change = useRegistrationStep(token);
  const form = useForm({ resolver: emailResolver, defaultValues: { email: '' } });
  const submit = form.handleSubmit(
    (body) => change.mutate({ call: 'changeEmail', body }, { onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  return (
    <ChangeContact token={token} channel="email" submit={submit} busy={change.isPending}>
      <TextInput
        label="New email"
        type="email"
        autoComplete="email"
        aria-required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
    </ChangeContact>
  );
}

export function ChangePhonePage() {
  const { token = '' } = useParams();
  const change = useRegistrationStep(token);
  const form = useForm({ resolver: phoneResolver, defaultValues: { phone: '' } });
  const submit = form.handleSubmit(
    (body) => change.mutate({ call: 'changePhone', body }, { onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  return (
    <ChangeContact token={token} channel="phone" submit={submit} busy={change.isPending}>
      <TextInput
        label="New phone"
        type="tel"
        autoComplete="tel"
        aria-required
        error={form.formState.errors.phone?.message}
        {...form.register('phone')}
      />
    </ChangeContact>
  );
}
