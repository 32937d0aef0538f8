import { matchPath } from '@coachline/contract/routes';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { endSession } from '../../app/endSession';
import { inShell } from '../../app/frame';
import { ShellSkeleton } from '../../app/shell/ShellSkeleton';
import { AuthLayout } from '../../ui/AuthLayout';
import { PageLoader } from '../../ui/PageLoader';
import { useSessionBootstrap } from './queries';

/**
 * Shown while a signed-in user's session loads (the shell's skeleton on a page of the app, a
 * full-page loader elsewhere), or when it cannot.
 */
export function SessionGate() {
  const bootstrap = useSessionBootstrap(true);
  const route = matchPath(useLocation().pathname)?.route;
  if (!bootstrap.error) {
    return route && inShell(route) ? (
      <ShellSkeleton />
    ) : (
      <PageLoader fullPage label="Loading your account…" />
    );
  }
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
