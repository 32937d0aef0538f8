import { changeEmailBody } from '@coachline/contract/billing';
import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { EmailInput, FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { useRefreshedSession } from '../session/sessionQuery';
import { useChangeEmail } from './queries';

/**
 * A new sign-in email (billing/change-email): it changes once the link mailed to it is opened
 * (the ConfirmEmailChange page); the current address is told.
 */
export function ChangeEmailForm() {
  const current = useRefreshedSession()?.user.email ?? '';
  const change = useChangeEmail();
  const form = useContractForm(changeEmailBody, { email: '', password: '' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (body) => change.mutate(body, { onSuccess: () => form.reset(), onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="email-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <div>
            <Title order={2} size="h4" id="email-title">
              Sign-in email
            </Title>
            <Text size="sm" c="dimmed">
              You sign in with {current}. A new address takes effect when you open the link we send
              to it.
            </Text>
          </div>
          <EmailInput label="New email" error={errors.email?.message} {...form.register('email')} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            aria-required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <FormServerError error={errors.root?.server} />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Send confirmation link
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
