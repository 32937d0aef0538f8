import { messages } from '@coachline/contract/messages';
import { buildPath } from '@coachline/contract/routes';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useInShell } from '../../app/frame';
import { useSession } from '../../app/session';
import { useRefreshedSession } from '../session/sessionQuery';

const suspendedTitle = 'Location suspended';

/** Whether the location the user acts in is suspended: then that, not a permission, is why. */
function useLocationSuspended(): boolean {
  return useRefreshedSession()?.accessed.is_suspended === true;
}

/** Where "home" is: Home when signed in, else the sign-in page. */
function useHomePath(): { path: string; label: string } {
  const loggedIn = useSession((s) => s.isUserLoggedIn);
  if (!loggedIn) return { path: buildPath('Login'), label: 'Go to sign in' };
  return { path: buildPath('Home'), label: 'Go to home' };
}

function ErrorScreen(props: { code: string; title: string; text: string }) {
  const home = useHomePath();
  // Inside the app frame the shell holds the main landmark and the page has its height.
  const framed = useInShell();
  return (
    <Stack
      component={framed ? 'section' : 'main'}
      aria-label={framed ? props.title : undefined}
      align="center"
      justify="center"
      mih={framed ? 360 : '100vh'}
      p="md"
      gap="md"
      ta="center"
    >
      <Text fz={72} fw={900} c="blue.6" lh={1} aria-hidden>
        {props.code}
      </Text>
      <Title order={1} size="h2">
        {props.title}
      </Title>
      <Text c="dimmed" maw={480}>
        {props.text}
      </Text>
      <Group>
        <Button component={Link} to={home.path}>
          {home.label}
        </Button>
      </Group>
    </Stack>
  );
}

export function NotFoundPage() {
  return (
    <ErrorScreen
      code="404"
      title="Page not found"
      text="The page you are looking for does not exist or has moved."
    />
  );
}

export function ForbiddenPage() {
  const suspended = useLocationSuspended();
  return (
    <ErrorScreen
      code="403"
      title={suspended ? suspendedTitle : "You can't do that"}
      text={
        suspended
          ? messages.locationSuspended
          : "You don't have permission for that action. If you think you should, ask your account owner."
      }
    />
  );
}

/** Inside the shell: an area this user may not view (000 §6). */
export function AccessDeniedPage() {
  const home = useHomePath();
  const suspended = useLocationSuspended();
  return (
    <Stack align="flex-start" gap="md" p="md">
      <Title order={1} size="h2">
        {suspended ? suspendedTitle : 'Access denied'}
      </Title>
      <Text c="dimmed">
        {suspended
          ? messages.locationSuspended
          : 'Your user does not have permission to view this area. Ask your account owner to give you access.'}
      </Text>
      <Button component={Link} to={home.path}>
        {home.label}
      </Button>
    </Stack>
  );
}
