import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { goTo } from '../../app/navigation';
import { AuthLayout } from '../../ui/AuthLayout';
import { EmailInput, FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { lazyResolver } from '../../ui/lazyResolver';
import { toastSuccess } from '../../ui/toast';
import { useResetPassword } from './queries';

const resolver = lazyResolver(() =>
  import('@coachline/contract/auth').then((m) => m.resetPasswordBody),
);

export function ResetPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const reset = useResetPassword();
  // The emailed link's token is part of the body; no field shows it, so its errors go below.
  const form = useForm({
    resolver,
    defaultValues: {
      token,
      email: search.get('email') ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (body) =>
      reset.mutate(body, {
        onSuccess: (res) => {
          toastSuccess(res.message);
          goTo('Login');
        },
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );

  return (
    <AuthLayout title="Reset your password" description="Choose a new password for your account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            aria-required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label="Password confirmation"
            autoComplete="new-password"
            aria-required
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation')}
          />
          <FormServerError error={errors.root?.server ?? errors.token} />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Reset Password
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
