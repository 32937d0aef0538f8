import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { PortalError, portalCall } from './api';
import { Centered, messageOf } from './bits';
import { navigate, useLocation } from './router';
import { setPortalToken } from './session';

/** The link a contact was mailed: choose a password, then straight into the portal. */
export default function SetPasswordPage() {
  const { search } = useLocation();
  const token = search.get('token') ?? '';
  const save = useMutation({
    mutationFn: (body: { password: string; password_confirmation: string }) =>
      portalCall('setPassword', { body: { token, ...body } }),
    onSuccess: (answer) => {
      setPortalToken(answer.account_id, answer.token);
      navigate(`/portal/${answer.account_id}`, { replace: true });
    },
  });
  const fieldErrors = save.error instanceof PortalError ? save.error.fieldErrors : {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    save.mutate({
      password: fields.password ?? '',
      password_confirmation: fields.password_confirmation ?? '',
    });
  };
  return (
    <Centered>
      <Paper component="main" withBorder radius="md" p="lg" w="100%" maw={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h2">
                Choose your password
              </Title>
              <Text c="dimmed" size="sm">
                You will use it with your email to sign in to your client portal.
              </Text>
            </div>
            {(fieldErrors.token || (save.error && !Object.keys(fieldErrors).length)) && (
              <Alert color="red" role="alert">
                {fieldErrors.token ?? messageOf(save.error)}
              </Alert>
            )}
            <PasswordInput
              name="password"
              label="Password"
              autoComplete="new-password"
              required
              error={fieldErrors.password}
            />
            <PasswordInput
              name="password_confirmation"
              label="Confirm password"
              autoComplete="new-password"
              required
              error={fieldErrors.password_confirmation}
            />
            <Button type="submit" loading={save.isPending} fullWidth>
              Save and open my portal
            </Button>
          </Stack>
        </form>
      </Paper>
    </Centered>
  );
}
