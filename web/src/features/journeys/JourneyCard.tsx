import { type Journey, journeyActionTitles } from '@coachline/contract/journeys';
import { buildPath } from '@coachline/contract/routes';
import { plural } from '@coachline/contract/text';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useAbilities } from '../../app/abilities';
import { CardActions, CardButton, CardEditButton } from '../../ui/CardActions';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { dragAssets } from '../folders/FolderBrowser';
import { JourneyStatusSwitch } from './JourneyStatusSwitch';
import { useDeleteJourney, useDuplicateJourney } from './queries';

// One journey of the list: enabled or not (switched here), its first step, how many triggers
// and actions it has, its contacts on it and through it, and its actions. Dragged onto a folder
// tile it moves there.

export type JourneyDialog = { kind: 'rename' | 'folder'; journey: Journey };

export function JourneyCard(props: {
  journey: Journey;
  onDialog: (dialog: JourneyDialog) => void;
}) {
  const { journey } = props;
  const abilities = useAbilities('journeys');
  const duplicate = useDuplicateJourney();
  const remove = useDeleteJourney();
  const enabled = journey.status === 'enabled';
  const builder = buildPath('JourneyEdit', { journey: journey.id });
  const firstStep = journey.action_type
    ? (journey.action_title ?? journeyActionTitles[journey.action_type])
    : null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={journey.name}
      {...(abilities.update ? dragAssets([journey.id]) : {})}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} truncate>
            {journey.name}
          </Text>
          <Badge variant="light" color={enabled ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
            {enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </Group>
        <Text size="sm" c={firstStep ? undefined : 'dimmed'}>
          {firstStep ? `First step: ${firstStep}` : 'No actions yet'}
        </Text>
        <Text size="sm">
          {plural(journey.triggers_count, 'trigger')} · {plural(journey.actions_count, 'action')}
        </Text>
        <Text size="sm" style={{ flex: 1 }}>
          {journey.active_count.toLocaleString('en-US')} active ·{' '}
          {journey.completed_count.toLocaleString('en-US')} completed
        </Text>
        <Text size="xs" c="dimmed" component="div">
          <Group gap={4}>
            Updated <DateTime value={journey.updated_at} size="xs" />
          </Group>
        </Text>
        {abilities.update ? (
          <JourneyStatusSwitch
            journey={journey}
            label="Enabled"
            ariaLabel={`${journey.name} enabled`}
          />
        ) : null}
        <CardActions
          title={journey.name}
          main={
            abilities.update ? (
              <CardEditButton title={journey.name} to={builder} />
            ) : (
              <CardButton
                label="View"
                icon={<IconEye size={14} aria-hidden />}
                ariaLabel={`View ${journey.name}`}
                to={builder}
              />
            )
          }
          items={[
            abilities.update && {
              label: 'Rename',
              onClick: () => props.onDialog({ kind: 'rename', journey }),
            },
            abilities.update && {
              label: 'Move to folder',
              onClick: () => props.onDialog({ kind: 'folder', journey }),
            },
            abilities.create && { label: 'Duplicate', onClick: () => duplicate.mutate(journey.id) },
            abilities.delete && {
              label: 'Delete',
              danger: true,
              onClick: () =>
                confirmDelete(
                  `The journey ${journey.name} will be deleted with its cards, its contacts’ places on it and its history.`,
                  () => remove.mutate(journey.id),
                ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
