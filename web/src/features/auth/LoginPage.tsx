import { messages } from '@coachline/contract/messages';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/client';
import { AuthLayout } from '../../ui/AuthLayout';
import { EmailInput } from '../../ui/FormFields';
import { firstOnPage, scrollToField } from '../../ui/forms';
import { toastError } from '../../ui/toast';
import { preloadSignIn, useLogin } from './queries';

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;

const loadRules = () => import('@coachline/contract/validation');

/** Client rules of the sign-in form (000 §5.1 messages); the rules module loads lazily. */
async function validate(values: Record<Field, string>): Promise<Errors> {
  const r = await loadRules();
  const errors: Errors = {};
  const email = r.emailError(values.email);
  const password = r.requiredValue(values.password, 'password');
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

// The sign-in page is the one screen that must load fast on a phone, so it keeps its two
// fields in plain state instead of pulling in the form library every other form uses; the
// behaviour is the same (000 §5.1: first error toasted and scrolled to, 422s on the fields).
export function LoginPage() {
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    void loadRules();
    preloadSignIn();
  }, []);

  const show = (found: Errors, toast: boolean) => {
    setErrors(found);
    const first = firstOnPage(Object.keys(found));
    if (!first) return;
    if (toast) toastError(found[first as Field] ?? '');
    scrollToField(first);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await validate(values);
    if (Object.keys(found).length > 0) {
      show(found, true);
      return;
    }
    setErrors({});
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onError: (error) => {
          if (!isApiError(error)) return;
          const { email, password } = error.fieldErrors;
          // The client already toasted the catalogue message; only place the field errors.
          show({ ...(email ? { email } : {}), ...(password ? { password } : {}) }, false);
        },
      },
    );
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((x) => ({ ...x, [name]: undefined }));
    },
  });

  return (
    <AuthLayout title="Sign in" description="Welcome back. Sign in to your Coachline account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailInput {...field('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            aria-required
            {...field('password')}
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
