import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '../../ui/AuthLayout';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { lazyResolver } from '../../ui/lazyResolver';
import { useLogout, useVerifyTwoFactor } from './queries';

const resolver = lazyResolver(() =>
  import('@coachline/contract/auth').then((m) => m.verifyTwofaBody),
);

export function TwoFactorPage() {
  const verify = useVerifyTwoFactor();
  const logout = useLogout();
  const form = useForm({ resolver, defaultValues: { code: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (body) => verify.mutate(body.code, { onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );

  return (
    <AuthLayout
      title="Two-factor authentication"
      description="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="text"
            aria-required
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Button type="submit" fullWidth loading={verify.isPending}>
            Verify
          </Button>
          <Text size="sm" ta="center">
            Not you?{' '}
            <Anchor component="button" type="button" onClick={() => logout.mutate()}>
              Sign out
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
