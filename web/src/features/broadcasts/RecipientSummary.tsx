import { Alert, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import { recipientSummary, usageText } from './labels';
import { type RecipientsInput, useRecipientCount } from './queries';

// The live count under the recipients: who will get the broadcast, who is left out and why,
// the kill switch when it is on, and the plan's emails this month.

export function RecipientSummary(props: { recipients: RecipientsInput }) {
  const [recipients] = useDebouncedValue(props.recipients, 400);
  const count = useRecipientCount(recipients);
  const data = count.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Who gets it">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconUsers size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          {data ? (
            <Text size="sm" fw={500} aria-live="polite" aria-busy={count.isFetching}>
              {recipientSummary(data.counts)}
            </Text>
          ) : count.isError ? (
            <Text size="sm" c="dimmed">
              The count shows once the choice is one this location has.
            </Text>
          ) : (
            <Skeleton role="status" h={20} w="70%" aria-label="Counting recipients" />
          )}
        </Group>
        {data?.counts.kill_switch ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />}>
            Email sending is switched off for your account, so nobody would get it. Switch it back
            on in the notification bar or Admin Settings.
          </Alert>
        ) : null}
        {data ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {usageText(data.usage)}
            </Text>
            <Progress
              value={data.usage.limit > 0 ? (data.usage.used / data.usage.limit) * 100 : 100}
              size="sm"
              aria-label="Emails used this month"
            />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
