import { requiredValue } from '@coachline/contract/validation';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { AuthLayout } from '../../ui/AuthLayout';
import { check, onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useLogout, useVerifyTwoFactor } from './queries';

const codeRule = (v: string) => {
  const code = v.trim();
  // A 6-digit authenticator code, or one of the longer recovery codes.
  return code.length >= 6 ? null : 'must be at least 6 characters';
};

export function TwoFactorPage() {
  const verify = useVerifyTwoFactor();
  const logout = useLogout();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (values) => verify.mutate(values.code.trim(), { onError: serverErrorsTo(form) }),
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
            {...form.register('code', {
              validate: check((v: string) => requiredValue(v, 'code'), codeRule),
            })}
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
