import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { CopyValue } from '../../ui/CopyValue';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { LoadingRows } from '../../ui/LoadingRows';
import { useApiToken, useGenerateApiToken, useRevokeApiToken } from './queries';

// Admin Settings › Integrations: the location's API token for automation platforms (Zapier and
// the like; issue 15 §6). It is shown once, when made; afterwards only its last characters.

export function ApiTokenSettings() {
  const canUpdate = useAbilities('admin-settings').update;
  const current = useApiToken();
  const generate = useGenerateApiToken();
  const revoke = useRevokeApiToken();
  /** The token just made: shown until the page is left, never again. */
  const [made, setMade] = useState<{ token: string; message: string } | null>(null);

  const make = () =>
    generate.mutate(undefined, {
      onSuccess: (res) => setMade({ token: res.token, message: res.message }),
    });
  const onGenerate = () =>
    current.data
      ? confirmAction({
          text: 'A new token replaces the current one: automations that use it stop until they get the new one.',
          confirmLabel: 'Generate a new token',
          onConfirm: make,
        })
      : make();
  const onRevoke = () =>
    confirmAction({
      text: 'Automations that use this token stop working. Revoke it?',
      confirmLabel: 'Revoke',
      onConfirm: () => revoke.mutate(undefined, { onSuccess: () => setMade(null) }),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="api-token-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconKey size={20} aria-hidden />
          <Title order={2} size="h4" id="api-token-title">
            API token
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          For Zapier and other automation platforms: with it they may find, make and tag contacts,
          start and stop them on journeys and make tasks, as this location&rsquo;s owner.
        </Text>
        {made ? (
          <Alert color="teal" title={made.message}>
            <Group gap="xs" wrap="nowrap">
              <Code style={{ wordBreak: 'break-all' }}>{made.token}</Code>
              <CopyValue value={made.token} label="the API token" />
            </Group>
          </Alert>
        ) : null}
        {current.isPending ? (
          <LoadingRows rows={1} h={40} label="Loading the API token" />
        ) : current.data ? (
          <Stack gap={2}>
            <Text size="sm">
              Token ending in <Code>{current.data.hint}</Code>
            </Text>
            <Text size="sm" c="dimmed" component="div">
              <Group gap={4}>
                Made <DateTime value={current.data.created_at} size="sm" />
              </Group>
            </Text>
            <Text size="sm" c="dimmed" component="div">
              <Group gap={4}>
                Last used{' '}
                {current.data.last_used_at ? (
                  <DateTime value={current.data.last_used_at} size="sm" />
                ) : (
                  'never'
                )}
              </Group>
            </Text>
          </Stack>
        ) : (
          <Text size="sm">This location has no API token.</Text>
        )}
        {canUpdate ? (
          <Group gap="sm">
            <Button onClick={onGenerate} loading={generate.isPending}>
              {current.data ? 'Generate a new token' : 'Generate a token'}
            </Button>
            {current.data ? (
              <Button variant="default" color="red" onClick={onRevoke} loading={revoke.isPending}>
                Revoke
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
