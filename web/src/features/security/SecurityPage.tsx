import { Stack } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import { ChangeEmailForm } from './ChangeEmailForm';
import { SessionsList } from './SessionsList';
import { TwoFactorSettings } from './TwoFactorSettings';

/** Security (from the profile menu): the signed-in user's own sign-in, whatever their role. */
export function SecurityPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Security" description="How you sign in, and where you are signed in." />
      <TwoFactorSettings />
      <SessionsList />
      <ChangeEmailForm />
    </Stack>
  );
}
