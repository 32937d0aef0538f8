import type { RefreshResponse } from '@coachline/contract/auth';
import { Avatar, Box, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useRefreshedSession } from '../../features/session/sessionQuery';
import classes from './Shell.module.css';

/** The organization (its primary account) and the location this session acts in. */
export function whereOf(session: RefreshResponse): { organization: string; location: string } {
  const primary = session.locations.find((l) => l.is_primary);
  const organization = primary?.businessname ?? session.user.businessname;
  const location = session.accessed.is_primary ? 'Primary account' : session.accessed.businessname;
  return { organization, location };
}

/** The top of the sidebar: which organization and location the user is working in. */
export function WhereAmI(props: { compact: boolean }) {
  const session = useRefreshedSession();
  if (!session) return null;
  const { organization, location } = whereOf(session);
  const label = `${organization}, ${location}`;
  const mark = (
    <Avatar color="blue" radius="md" size={36} aria-hidden>
      {organization.charAt(0).toUpperCase()}
    </Avatar>
  );
  if (props.compact) {
    return (
      <Box
        component="section"
        aria-label="Current location"
        p="sm"
        className={classes.whereCompact}
      >
        <Tooltip label={label} position="right">
          {mark}
        </Tooltip>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Box>
    );
  }
  return (
    <Group
      component="section"
      aria-label="Current location"
      gap="sm"
      p="sm"
      wrap="nowrap"
      className={classes.where}
    >
      {mark}
      <Box style={{ minWidth: 0 }}>
        <Text size="sm" fw={700} truncate>
          {organization}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {location}
        </Text>
      </Box>
    </Group>
  );
}
