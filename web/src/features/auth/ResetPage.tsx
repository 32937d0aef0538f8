import { passwordMin } from '@coachline/contract/constants';
import { emailError, minLength, requiredValue } from '@coachline/contract/validation';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { goTo } from '../../app/navigation';
import { AuthLayout } from '../../ui/AuthLayout';
import { EmailInput, FormServerError } from '../../ui/FormFields';
import { check, onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { toastSuccess } from '../../ui/toast';
import { useResetPassword } from './queries';

type ResetForm = { email: string; password: string; password_confirmation: string };

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
          onError: serverErrorsTo(form),
        },
      ),
    onInvalidSubmit,
  );

  return (
    <AuthLayout title="Reset your password" description="Choose a new password for your account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailInput
            error={errors.email?.message}
            {...form.register('email', { validate: check(emailError) })}
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
          <FormServerError error={errors.root?.server} />
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
