import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useAbilities } from '../../app/abilities';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { useAccessKey, useSendAccessKey } from './queries';
import { SettingLoading, SettingsCard } from './SettingsCard';

// Admin Settings › Access key (002 §7 send-access-key): the location's API key. Only its hash is
// kept, so sending one makes a new one, mailed to the organization owner.

/** The Access key tab of Admin Settings. */
export function AccessKeyTab() {
  const info = useAccessKey();
  const send = useSendAccessKey();
  const abilities = useAbilities('admin-settings');
  const data = info.data;
  const ask = () =>
    confirmAction({
      text: data?.access_key
        ? `A new key will be mailed to ${data.owner_email}. The current key stops working at once.`
        : `A new key will be mailed to ${data?.owner_email}.`,
      confirmLabel: 'Send',
      onConfirm: () => send.mutate(),
    });
  return (
    <SettingsCard
      title="Access key"
      description="The key other software uses to reach this location’s data through the API."
    >
      {!data ? (
        <SettingLoading what="access key" failed={info.isError} />
      ) : (
        <Stack gap="md">
          {data.access_key ? (
            <Stack gap={4}>
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  Current key
                </Text>
                <Code aria-label="Current access key">{data.access_key.masked}</Code>
              </Group>
              <Text size="sm" c="dimmed">
                Made <DateTime value={data.access_key.created_at} size="sm" />. For your safety it
                is never shown again: send a new one if it is lost.
              </Text>
            </Stack>
          ) : (
            <EmptyState
              icon={<IconKey size={24} />}
              title="No access key yet"
              text="Send one to the organization owner to connect other software."
            />
          )}
          {abilities.update ? (
            <Group justify="flex-end">
              <Button onClick={ask} loading={send.isPending}>
                {data.access_key ? 'Send a new access key' : 'Send the access key'}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </SettingsCard>
  );
}
