import { buildPath } from '@coachline/contract/routes';
import type { Sequence } from '@coachline/contract/sequences';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useAbilities } from '../../app/abilities';
import { CardActions, CardButton, CardEditButton } from '../../ui/CardActions';
import { DateTime, useTimeZone } from '../../ui/DateTime';
import { formatDateTime } from '../../ui/dates';
import { confirmDelete } from '../../ui/dialogs';
import { dragAssets } from '../folders/FolderBrowser';
import { messageCounts } from './labels';
import { useDeleteSequence, useDuplicateSequence } from './queries';
import { SequenceStatusSwitch } from './SequenceStatusSwitch';

// One sequence of the list: active or paused (switched here), its emails and SMS, its contacts
// on it and through it, when it starts if that is to come, and its actions. Dragged onto a
// folder tile it moves there.

export type SequenceDialog = { kind: 'rename' | 'folder'; sequence: Sequence };

export function SequenceCard(props: {
  sequence: Sequence;
  onDialog: (dialog: SequenceDialog) => void;
}) {
  const { sequence } = props;
  const abilities = useAbilities('sequences');
  const timeZone = useTimeZone();
  const duplicate = useDuplicateSequence();
  const remove = useDeleteSequence();
  const active = sequence.status === 'active';
  const editor = buildPath('SequenceEdit', { sequence: sequence.id });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={sequence.title}
      {...(abilities.update ? dragAssets([sequence.id]) : {})}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} truncate>
            {sequence.title}
          </Text>
          <Badge variant="light" color={active ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
            {active ? 'Active' : 'Paused'}
          </Badge>
        </Group>
        <Text size="sm" c={sequence.messages_count ? undefined : 'dimmed'}>
          {messageCounts(sequence)}
        </Text>
        <Text size="sm">
          {sequence.active_count.toLocaleString('en-US')} on it ·{' '}
          {sequence.completed_count.toLocaleString('en-US')} completed
        </Text>
        <Text size="sm" style={{ flex: 1 }} c={sequence.scheduled_at ? undefined : 'dimmed'}>
          {sequence.scheduled_at
            ? `Starts ${formatDateTime(new Date(sequence.scheduled_at), timeZone)}`
            : 'Starts as contacts join'}
        </Text>
        <Text size="xs" c="dimmed" component="div">
          <Group gap={4}>
            Updated <DateTime value={sequence.updated_at} size="xs" />
          </Group>
        </Text>
        {abilities.update ? (
          <SequenceStatusSwitch
            sequence={sequence}
            label="Active"
            ariaLabel={`${sequence.title} active`}
          />
        ) : null}
        <CardActions
          title={sequence.title}
          main={
            abilities.update ? (
              <CardEditButton title={sequence.title} to={editor} />
            ) : (
              <CardButton
                label="View"
                icon={<IconEye size={14} aria-hidden />}
                ariaLabel={`View ${sequence.title}`}
                to={editor}
              />
            )
          }
          items={[
            abilities.update && {
              label: 'Rename',
              onClick: () => props.onDialog({ kind: 'rename', sequence }),
            },
            abilities.update && {
              label: 'Move to folder',
              onClick: () => props.onDialog({ kind: 'folder', sequence }),
            },
            abilities.create && {
              label: 'Duplicate',
              onClick: () => duplicate.mutate(sequence.id),
            },
            abilities.delete && {
              label: 'Delete',
              danger: true,
              onClick: () =>
                confirmDelete(
                  `The sequence ${sequence.title} will be deleted with its messages, its contacts’ places on it and their history.`,
                  () => remove.mutate(sequence.id),
                ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
