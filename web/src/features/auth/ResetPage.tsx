import { passwordMin } from '@coachline/contract/constants';
import { isEmail, minLength, requiredValue } from '@coachline/contract/validation';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { goTo } from '../../app/navigation';
import { AuthLayout } from '../../ui/AuthLayout';
import { check, onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { toastSuccess } from '../../ui/toast';
import { useResetPassword } from './queries';

type ResetForm = { email: string; password: string; password_confirmation: string };
const fields = ['email', 'password', 'password_confirmation', 'token'] as const;

export function ResetPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const reset = useResetPassword();
  const form = useForm<ResetForm>({
    defaultValues: { email: search.get('email') ?? '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (values) =>
      reset.mutate(
        { ...values, token },
        {
          onSuccess: (res) => {
            toastSuccess(res.message);
            goTo('Login');
          },
          onError: serverErrorsTo(form.setError, fields),
        },
      ),
    onInvalidSubmit,
  );

  return (
    <AuthLayout title="Reset your password" description="Choose a new password for your account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            aria-required
            error={errors.email?.message}
            {...form.register('email', {
              validate: check((v: string) => requiredValue(v, 'email'), isEmail),
            })}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            aria-required
            error={errors.password?.message}
            {...form.register('password', {
              validate: check(
                (v: string) => requiredValue(v, 'password'),
                (v: string) => minLength(v, passwordMin),
              ),
            })}
          />
          <PasswordInput
            label="Password confirmation"
            autoComplete="new-password"
            aria-required
            error={errors.password_confirmation?.message}
            {...form.register('password_confirmation', {
              validate: check(
                (v: string) => requiredValue(v, 'password_confirmation'),
                (v: string) =>
                  v === form.getValues('password')
                    ? null
                    : 'The password confirmation does not match.',
              ),
            })}
          />
          {errors.root?.server ? (
            <Text c="red" size="sm" role="alert">
              {errors.root.server.message}
            </Text>
          ) : null}
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
