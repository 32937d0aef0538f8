import type { ProgressTracking } from '@coachline/contract/progress-tracking';
import { plural } from '@coachline/contract/text';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useAbilities } from '../../app/abilities';
import { CardActions, CardButton } from '../../ui/CardActions';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { editPath } from './ProgressDialogs';
import { useDeleteProgress, useSwitchReminder } from './queries';

// One tracking of the list: its contacts, reminder and last change, Edit, and the menu
// (rename, duplicate, reminder on or off, delete).

export type ProgressDialog = { kind: 'rename' | 'duplicate'; tracking: ProgressTracking };

export function ProgressCard(props: {
  tracking: ProgressTracking;
  onDialog: (dialog: ProgressDialog) => void;
}) {
  const { tracking } = props;
  const abilities = useAbilities('progress-tracking');
  const remove = useDeleteProgress();
  const reminder = useSwitchReminder();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={tracking.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {tracking.name}
          </Text>
          <Badge variant="light" color={tracking.has_reminder ? 'green' : 'gray'}>
            {tracking.has_reminder ? 'Reminder on' : 'Reminder off'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" component="div">
          <Group gap={4}>
            {plural(tracking.contacts_count, 'contact')} · updated{' '}
            <DateTime value={tracking.updated_at} size="xs" />
          </Group>
        </Text>
        <CardActions
          title={tracking.name}
          main={
            <CardButton
              label="Edit"
              icon={<IconPencil size={14} aria-hidden />}
              ariaLabel={`Edit ${tracking.name}`}
              to={editPath(tracking.id)}
            />
          }
          items={[
            abilities.update && {
              label: 'Rename',
              onClick: () => props.onDialog({ kind: 'rename', tracking }),
            },
            abilities.create && {
              label: 'Duplicate',
              onClick: () => props.onDialog({ kind: 'duplicate', tracking }),
            },
            abilities.update && {
              label: tracking.has_reminder ? 'Turn reminder off' : 'Turn reminder on',
              onClick: () =>
                reminder.mutate({
                  progress_tracking_id: tracking.id,
                  has_reminder: !tracking.has_reminder,
                }),
            },
            abilities.delete && {
              label: 'Delete',
              danger: true,
              onClick: () =>
                confirmDelete(
                  `The progress tracking ${tracking.name} will be deleted with its contacts’ goals, submissions and photos.`,
                  () => remove.mutate([tracking.id]),
                ),
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
