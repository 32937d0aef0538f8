import { buildPath } from '@coachline/contract/routes';
import type { Scenario } from '@coachline/contract/scenarios';
import { plural } from '@coachline/contract/text';
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useAbilities } from '../../app/abilities';
import { CardActions, CardButton } from '../../ui/CardActions';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { SortableCard } from '../../ui/SortableList';
import { useDeleteScenarios } from './queries';

// One scenario of the list: its counts and tags, a box to pick it for the bulk actions, its
// handle to reorder the list, and its actions.

export const categoriesText = (n: number) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? 'category' : 'categories'}`;

export type ScenarioDialog = { kind: 'rename' | 'duplicate'; scenario: Scenario };

export function ScenarioListItem(props: {
  scenario: Scenario;
  sortable: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDialog: (dialog: ScenarioDialog) => void;
}) {
  const { scenario } = props;
  const abilities = useAbilities('contacts-center');
  const remove = useDeleteScenarios();
  return (
    <SortableCard id={scenario.id} title={scenario.name} sortable={props.sortable} size="md">
      {(handle) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {handle}
          <Checkbox
            mt={4}
            aria-label={`Select ${scenario.name}`}
            checked={props.selected}
            onChange={(event) => props.onSelect(event.currentTarget.checked)}
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} truncate>
              {scenario.name}
            </Text>
            <Text size="xs" c="dimmed" component="div">
              <Group gap={4}>
                {categoriesText(scenario.categories_count)} · {plural(scenario.steps_count, 'step')}{' '}
                · {plural(scenario.contacts_count, 'contact')} · updated{' '}
                <DateTime value={scenario.updated_at} size="xs" />
              </Group>
            </Text>
            {scenario.tags.length > 0 ? (
              <Group gap={4} aria-label={`Tags of ${scenario.name}`}>
                {scenario.tags.map((tag) => (
                  <Badge key={tag.id} variant="light" tt="none">
                    {tag.name}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <CardActions
              title={scenario.name}
              main={
                <CardButton
                  label="Edit"
                  icon={<IconPencil size={14} aria-hidden />}
                  ariaLabel={`Edit ${scenario.name}`}
                  to={buildPath('ScenarioEdit', { scenario: scenario.id })}
                />
              }
              items={[
                abilities.update && {
                  label: 'Rename',
                  onClick: () => props.onDialog({ kind: 'rename', scenario }),
                },
                abilities.create && {
                  label: 'Duplicate',
                  onClick: () => props.onDialog({ kind: 'duplicate', scenario }),
                },
                abilities.delete && {
                  label: 'Delete',
                  danger: true,
                  onClick: () =>
                    confirmDelete(
                      `The scenario ${scenario.name} will be deleted with its categories, steps and its contacts’ progress.`,
                      () => remove.mutate([scenario.id]),
                    ),
                },
              ]}
            />
          </Stack>
        </Group>
      )}
    </SortableCard>
  );
}
