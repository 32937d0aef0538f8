import { messages } from '@coachline/contract/messages';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthLayout } from '../../ui/AuthLayout';
import { EmailInput } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { lazyResolver } from '../../ui/lazyResolver';
import { preloadSignIn, useLogin } from './queries';

const resolver = lazyResolver(() => import('@coachline/contract/auth').then((m) => m.loginBody));

export function LoginPage() {
  const login = useLogin();
  const form = useForm({ resolver, defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  // The one screen that must be quick on a phone: what a submit needs loads while they type.
  useEffect(() => {
    void resolver.preload();
    preloadSignIn();
  }, []);

  const showServerErrors = serverErrorsTo(form);
  const submit = form.handleSubmit(
    (body) =>
      login.mutate(body, {
        onError: (error) => {
          showServerErrors(error);
          // The API names the email, as it always has; what the user retypes is the password, so
          // the mark goes there, on an emptied and focused field.
          if (form.getFieldState('email').error?.message !== messages.invalidCredentials) return;
          form.clearErrors('email');
          form.setValue('password', '');
          form.setError(
            'password',
            { message: messages.invalidCredentials },
            { shouldFocus: true },
          );
        },
      }),
    onInvalidSubmit,
  );

  return (
    <AuthLayout title="Sign in" description="Welcome back. Sign in to your Coachline account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            aria-required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {messages.signIn}
          </Button>
          <Text size="sm" ta="center">
            New to Coachline?{' '}
            <Anchor component={Link} to="/create-account">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
