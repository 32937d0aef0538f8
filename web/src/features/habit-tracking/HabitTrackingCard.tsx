import type { HabitTracking } from '@coachline/contract/habit-tracking';
import { buildPath } from '@coachline/contract/routes';
import { plural } from '@coachline/contract/text';
import { Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useAbilities } from '../../app/abilities';
import { CardActions, CardButton, CardEditButton } from '../../ui/CardActions';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { useDeleteHabitTracking, useSwitchReminder } from './queries';

// One habit tracking of the list: its counts, its reminder switched on or off, and its actions.

export type HabitTrackingDialog = { kind: 'rename' | 'duplicate'; tracking: HabitTracking };

export function HabitTrackingCard(props: {
  tracking: HabitTracking;
  onDialog: (dialog: HabitTrackingDialog) => void;
}) {
  const { tracking } = props;
  const abilities = useAbilities('habit-tracking');
  const remove = useDeleteHabitTracking();
  const reminder = useSwitchReminder();
  const editor = buildPath('HabitTrackingEdit', { habit_tracking: tracking.id });
  const scheduled = tracking.reminder !== null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={tracking.name}>
      <Stack gap={6} h="100%">
        <Text fw={600} truncate>
          {tracking.name}
        </Text>
        <Text size="sm" style={{ flex: 1 }}>
          {plural(tracking.habits_count, 'habit')} · {plural(tracking.contacts_count, 'contact')}
        </Text>
        <Switch
          label="Daily reminder"
          aria-label={`Daily reminder of ${tracking.name}`}
          description={scheduled ? undefined : 'Set its schedule in the settings first.'}
          checked={tracking.has_reminder}
          disabled={!abilities.update || !scheduled || reminder.isPending}
          onChange={(e) =>
            reminder.mutate({
              habit_tracking_id: tracking.id,
              has_reminder: e.currentTarget.checked,
            })
          }
        />
        <Text size="xs" c="dimmed" component="div">
          <Group gap={4}>
            Updated <DateTime value={tracking.updated_at} size="xs" />
          </Group>
        </Text>
        <CardActions
          title={tracking.name}
          main={
            abilities.update ? (
              <CardEditButton title={tracking.name} to={editor} />
            ) : (
              <CardButton
                label="View"
                icon={<IconEye size={14} aria-hidden />}
                ariaLabel={`View ${tracking.name}`}
                to={editor}
              />
            )
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
            abilities.delete && {
              label: 'Delete',
              danger: true,
              onClick: () =>
                confirmDelete(
                  `The habit tracking ${tracking.name} will be deleted with its habits, its contacts’ check-ins and proofs.`,
                  () => remove.mutate(tracking.id),
                ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
