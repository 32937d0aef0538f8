import { isEmail, requiredValue } from '@coachline/contract/validation';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { check, onInvalidSubmit } from '../../ui/forms';
import { useRegistrationStep } from './queries';
import { RegistrationFrame } from './RegistrationFrame';
import { phoneRule } from './rules';

function ChangeContact(props: { channel: 'email' | 'phone' }) {
  const { token = '' } = useParams();
  const email = props.channel === 'email';
  const change = useRegistrationStep(token);
  const form = useForm<{ value: string }>({ defaultValues: { value: '' } });
  const { errors } = form.formState;
  const field = email ? 'email' : 'phone';

  const submit = form.handleSubmit((values) => {
    const value = values.value.trim();
    change.mutate(
      email
        ? { call: 'changeEmail', body: { email: value } }
        : { call: 'changePhone', body: { phone: value } },
      {
        onError: (error) => {
          // The server names the field email or phone; this form's one field is `value`.
          const message = isApiError(error) ? error.fieldErrors[field] : undefined;
          if (message) form.setError('value', { type: 'server', message }, { shouldFocus: true });
        },
      },
    );
  }, onInvalidSubmit);

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
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Current {field}: <strong>{email ? details.email : details.phone}</strong>
            </Text>
            <TextInput
              label={email ? 'New email' : 'New phone'}
              type={email ? 'email' : 'tel'}
              autoComplete={email ? 'email' : 'tel'}
              aria-required
              error={errors.value?.message}
              {...form.register('value', {
                validate: check(
                  (v: string) => requiredValue(v, field),
                  email ? isEmail : phoneRule,
                ),
              })}
            />
            <Button type="submit" fullWidth loading={change.isPending}>
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
  return <ChangeContact channel="email" />;
}

export function ChangePhonePage() {
  return <ChangeContact channel="phone" />;
}
