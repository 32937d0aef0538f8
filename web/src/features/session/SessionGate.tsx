import { Alert, Button, Group, Stack } from '@mantine/core';
import { endSession } from '../../app/endSession';
import { AuthLayout } from '../../ui/AuthLayout';
import { PageLoader } from '../../ui/PageLoader';
import { useSessionBootstrap } from './queries';

/** Shown while a signed-in user's session loads (full-page loader), or when it cannot. */
export function SessionGate() {
  const bootstrap = useSessionBootstrap(true);
  if (!bootstrap.error) return <PageLoader fullPage label="Loading your account…" />;
  return (
    <AuthLayout title="We could not load your account">
      <Stack gap="md">
        <Alert color="red" role="alert">
          Something went wrong while loading your session. Please try again.
        </Alert>
        <Group>
          <Button onClick={bootstrap.retry}>Try again</Button>
          <Button variant="default" onClick={endSession}>
            Sign out
          </Button>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
