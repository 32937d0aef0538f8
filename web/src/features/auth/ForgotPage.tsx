import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthLayout } from '../../ui/AuthLayout';
import { EmailInput } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { lazyResolver } from '../../ui/lazyResolver';
import { toastSuccess } from '../../ui/toast';
import { useForgotPassword } from './queries';

const resolver = lazyResolver(() =>
  import('@coachline/contract/auth').then((m) => m.forgotPasswordBody),
);

export function ForgotPage() {
  const forgot = useForgotPassword();
  const form = useForm({ resolver, defaultValues: { email: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (body) =>
      forgot.mutate(body.email, {
        // 000 §8: the forgot-password screen shows the server's message.
        onSuccess: (res) => toastSuccess(res.message),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you sign in with and we will send you a link to reset your password."
    >
      {forgot.data ? (
        <Alert color="teal" title="Check your email" role="status">
          {forgot.data.message}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            Send Password Reset Link
          </Button>
          <Text size="sm" ta="center">
            Remembered it?{' '}
            <Anchor component={Link} to="/login">
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
