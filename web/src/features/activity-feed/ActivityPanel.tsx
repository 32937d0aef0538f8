import type { ActivityItem, ActivityKind } from '@coachline/contract/activity-feed';
import { buildPath } from '@coachline/contract/routes';
import {
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconFileImport,
  IconMail,
  IconMailForward,
  IconMailOff,
  IconMessage,
  IconMessageReply,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { useActivityFeed } from './queries';

// Recent activity on Home: what happened in the location lately, newest first, with relative
// times (the exact time on hover) and a link to the contact it concerns.

const kinds: Record<
  ActivityKind,
  { words: string; icon: ComponentType<IconProps>; color: string }
> = {
  email_sent: { words: 'Email sent', icon: IconMail, color: 'blue' },
  sms_sent: { words: 'SMS sent', icon: IconMessage, color: 'blue' },
  sms_received: { words: 'SMS reply', icon: IconMessageReply, color: 'teal' },
  import_completed: { words: 'Import finished', icon: IconFileImport, color: 'grape' },
  import_failed: { words: 'Import failed', icon: IconAlertTriangle, color: 'red' },
  unsubscribed: { words: 'Unsubscribed', icon: IconMailOff, color: 'orange' },
  resubscribed: { words: 'Resubscribed', icon: IconMailForward, color: 'teal' },
  bounced: { words: 'Email bounced', icon: IconAlertTriangle, color: 'red' },
};

function ActivityRow({ item }: { item: ActivityItem }) {
  const kind = kinds[item.kind];
  const Icon = kind.icon;
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color={kind.color} radius="xl" size="md" aria-hidden>
        <Icon size={16} />
      </ThemeIcon>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm">
          <Text span fw={600} size="sm">
            {kind.words}
          </Text>
          {item.contact_id && item.contact_name ? (
            <>
              {' · '}
              <Anchor
                component={Link}
                to={buildPath('ContactProfile', { id: item.contact_id })}
                size="sm"
              >
                {item.contact_name}
              </Anchor>
            </>
          ) : null}
        </Text>
        {item.detail ? (
          <Text size="sm" c="dimmed" truncate="end" title={item.detail}>
            {item.detail}
          </Text>
        ) : null}
      </Stack>
      <DateTime value={item.at} size="xs" />
    </Group>
  );
}

/** The Recent activity section of Home. */
export function ActivityPanel() {
  const feed = useActivityFeed();
  const items = feed.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="home-activity">
      <Stack gap="sm">
        <Title order={2} size="h4" id="home-activity">
          Recent activity
        </Title>
        {feed.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading the recent activity">
            <Skeleton height={32} />
            <Skeleton height={32} />
            <Skeleton height={32} />
          </Stack>
        ) : feed.isError ? (
          <Text size="sm" c="red.8">
            The recent activity could not be loaded.
          </Text>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<IconMail size={24} />}
            title="Nothing has happened yet"
            text="Messages you send, replies, imports and unsubscribes show here as they happen."
          />
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <ActivityRow key={item.id} item={item} />
            ))}
          </Stack>
        )}
        {feed.hasNextPage ? (
          <Group justify="center">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void feed.fetchNextPage()}
              loading={feed.isFetchingNextPage}
            >
              Show more
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
