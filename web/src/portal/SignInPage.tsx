import {
  Alert,
  Anchor,
  Button,
  Image,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PortalError, portalCall } from './api';
import { Centered, Loading, messageOf, NotFound } from './bits';
import { portalKeys } from './queries';
import { setPortalToken } from './session';

/** The portal's name and look, before anyone signs in. */
export const useBrand = (account: number) =>
  useQuery({
    queryKey: [...portalKeys.all, 'brand', account],
    queryFn: () => portalCall('brand', { params: { account } }),
  });

const fieldsOf = (form: HTMLFormElement) =>
  Object.fromEntries(new FormData(form)) as Record<string, string>;

/** A contact signs in with the email and portal password their coach gave them. */
export function SignInPage({ account }: { account: number }) {
  const brand = useBrand(account);
  const [forgot, setForgot] = useState(false);
  const signIn = useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      portalCall('signIn', { params: { account }, body }),
    onSuccess: (answer) => setPortalToken(account, answer.token),
  });
  const askLink = useMutation({
    mutationFn: (email: string) =>
      portalCall('forgotPassword', { params: { account }, body: { email } }),
  });

  if (brand.isPending) return <Loading label="Loading your portal" />;
  if (brand.error instanceof PortalError && brand.error.status === 404) return <NotFound />;
  const name = brand.data?.brand.name ?? 'Client portal';
  const failure = forgot ? askLink.error : signIn.error;
  const fieldErrors = failure instanceof PortalError ? failure.fieldErrors : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = fieldsOf(event.currentTarget);
    if (forgot) askLink.mutate(fields.email ?? '');
    else signIn.mutate({ email: fields.email ?? '', password: fields.password ?? '' });
  };

  return (
    <Centered>
      <Paper component="main" withBorder radius="md" p="lg" w="100%" maw={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            {brand.data?.brand.logo_url && (
              <Image src={brand.data.brand.logo_url} alt="" h={48} w="auto" fit="contain" />
            )}
            <div>
              <Title order={1} size="h2">
                {name}
              </Title>
              <Text c="dimmed" size="sm">
                {forgot
                  ? 'We will email you a link to choose your password.'
                  : 'Sign in to your client portal.'}
              </Text>
            </div>
            {failure && !Object.keys(fieldErrors).length && (
              <Alert color="red" role="alert">
                {messageOf(failure)}
              </Alert>
            )}
            {forgot && askLink.isSuccess && (
              <Alert color="green" role="status">
                {askLink.data.message}
              </Alert>
            )}
            <TextInput
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              required
              error={fieldErrors.email}
            />
            {!forgot && (
              <PasswordInput
                name="password"
                label="Password"
                autoComplete="current-password"
                required
                error={fieldErrors.password}
              />
            )}
            <Button type="submit" loading={signIn.isPending || askLink.isPending} fullWidth>
              {forgot ? 'Email me a link' : 'Sign in'}
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setForgot(!forgot);
                signIn.reset();
                askLink.reset();
              }}
            >
              {forgot ? 'Back to sign in' : 'Forgot or never set your password?'}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Centered>
  );
}
