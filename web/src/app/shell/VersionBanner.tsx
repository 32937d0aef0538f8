import { messages } from '@coachline/contract/messages';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMarkLatestVersion } from '../../features/session/queries';
import { useRefreshedSession } from '../../features/session/sessionQuery';
import { useUi } from '../uiState';

/** 000 §2.4: shown when has_latest_version is false or a new version is announced live. */
export function VersionBanner() {
  const stale = useRefreshedSession()?.user.has_latest_version === false;
  const announced = useUi((s) => s.newVersion !== null);
  const mark = useMarkLatestVersion();
  if (!stale && !announced) return null;
  return (
    <Alert color="blue" mb="md" radius="md" icon={<IconRefresh aria-hidden />} role="status">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{messages.newVersion}</Text>
        <Button size="xs" loading={mark.isPending} onClick={() => mark.mutate()}>
          {messages.refresh}
        </Button>
      </Group>
    </Alert>
  );
}
