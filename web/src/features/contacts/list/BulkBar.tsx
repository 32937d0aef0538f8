import { ActionIcon, Button, Group, Menu, Paper, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconDotsVertical,
  IconDownload,
  IconGitMerge,
  IconTag,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { ContactAbilities } from '../abilities';
import classes from '../contacts.module.css';
import { countText, plural } from '../labels';

export type BulkDialog =
  | 'add-tag'
  | 'remove-tag'
  | 'change-status'
  | 'change-gender'
  | 'update-last-action'
  | 'add-to-group'
  | 'remove-from-group'
  | 'add-to-task'
  | 'remove-from-task'
  | 'start-journey'
  | 'stop-journey'
  | 'add-to-sequence'
  | 'remove-from-sequence'
  | 'add-to-pipeline'
  | 'remove-from-pipeline'
  | 'move'
  | 'copy-to-location'
  | 'merge';

const more: { action: BulkDialog; label: string }[] = [
  { action: 'remove-tag', label: 'Remove tag' },
  { action: 'change-gender', label: 'Change gender' },
  { action: 'update-last-action', label: 'Set last action' },
  { action: 'add-to-group', label: 'Add to group' },
  { action: 'remove-from-group', label: 'Remove from group' },
  { action: 'add-to-task', label: 'Add to task' },
  { action: 'remove-from-task', label: 'Remove from task' },
  { action: 'start-journey', label: 'Start journey' },
  { action: 'stop-journey', label: 'Stop journey' },
  { action: 'add-to-sequence', label: 'Add to sequence' },
  { action: 'remove-from-sequence', label: 'Remove from sequence' },
  { action: 'add-to-pipeline', label: 'Add to pipeline' },
  { action: 'remove-from-pipeline', label: 'Remove from pipeline' },
  { action: 'move', label: 'Move to location' },
  { action: 'copy-to-location', label: 'Copy to location' },
];

/**
 * The bulk-action bar (UX.md "Lists"): the count, "Select all N matching", and the actions
 * this user may take (001 §6). It floats over the bottom of the table; on a phone it is one
 * line of at most 64 px, with every action in one menu.
 */
export function BulkBar(props: {
  count: number;
  matching: boolean;
  total: number;
  /** The total is an estimate (contactListResponse.estimated). */
  estimated: boolean;
  canSelectAllMatching: boolean;
  abilities: ContactAbilities;
  canMerge: boolean;
  /** The user may start and stop contacts on journeys (journeys, update). */
  canRunJourneys: boolean;
  /** The user may add contacts to sequences and remove them (sequences, update). */
  canRunSequences: boolean;
  hasOtherLocations: boolean;
  exporting: boolean;
  compact: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onAction: (action: BulkDialog) => void;
  onDelete: () => void;
  onExport: (method: 'csv' | 'xlsx') => void;
}) {
  const { abilities } = props;
  const allowed = more.filter((m) => {
    if (!abilities.bulk(m.action)) return false;
    if (m.action === 'move' || m.action === 'copy-to-location') return props.hasOtherLocations;
    if (m.action === 'start-journey' || m.action === 'stop-journey') return props.canRunJourneys;
    if (m.action === 'add-to-sequence' || m.action === 'remove-from-sequence')
      return props.canRunSequences;
    return true;
  });
  const canMerge = props.canMerge && abilities.bulk('merge');
  const selectedText = props.matching
    ? `All ${plural(props.count, 'matching contact', props.estimated)} selected`
    : `${plural(props.count, 'contact')} selected`;
  const selectAll = `Select all ${countText(props.total, props.estimated)} matching`;

  if (props.compact) {
    return (
      <Paper
        withBorder
        shadow="md"
        px="sm"
        py={6}
        radius="md"
        bg="blue.0"
        className={classes.bulkBar}
        role="region"
        aria-label="Bulk actions"
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} aria-live="polite" truncate="end">
            {selectedText}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Menu position="top-end" withinPortal>
              <Menu.Target>
                <Button size="xs" rightSection={<IconDotsVertical size={14} aria-hidden />}>
                  Actions
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {props.canSelectAllMatching ? (
                  <Menu.Item onClick={props.onSelectAllMatching}>{selectAll}</Menu.Item>
                ) : null}
                {abilities.bulk('add-tag') ? (
                  <Menu.Item onClick={() => props.onAction('add-tag')}>Add tag</Menu.Item>
                ) : null}
                {abilities.bulk('change-status') ? (
                  <Menu.Item onClick={() => props.onAction('change-status')}>
                    Change status
                  </Menu.Item>
                ) : null}
                {canMerge ? (
                  <Menu.Item onClick={() => props.onAction('merge')}>Merge</Menu.Item>
                ) : null}
                {allowed.map((m) => (
                  <Menu.Item key={m.action} onClick={() => props.onAction(m.action)}>
                    {m.label}
                  </Menu.Item>
                ))}
                <Menu.Item onClick={() => props.onExport('csv')}>Export selected as CSV</Menu.Item>
                <Menu.Item onClick={() => props.onExport('xlsx')}>
                  Export selected as XLSX
                </Menu.Item>
                {abilities.bulk('delete') ? (
                  <Menu.Item
                    color="red"
                    // Mantine writes a menu item in shade 6 of its colour, 3.3:1 on white.
                    c="red.9"
                    onClick={props.onDelete}
                  >
                    Delete
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              aria-label="Clear selection"
              onClick={props.onClear}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Paper>
    );
  }

  return (
    <Paper
      withBorder
      shadow="md"
      p="xs"
      radius="md"
      bg="blue.0"
      className={classes.bulkBar}
      role="region"
      aria-label="Bulk actions"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {selectedText}
          </Text>
          {props.canSelectAllMatching ? (
            <Button variant="subtle" size="compact-sm" onClick={props.onSelectAllMatching}>
              {selectAll}
            </Button>
          ) : null}
          <Button
            variant="subtle"
            color="dark"
            size="compact-sm"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={props.onClear}
          >
            Clear selection
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          {abilities.bulk('add-tag') ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTag size={14} aria-hidden />}
              onClick={() => props.onAction('add-tag')}
            >
              Add tag
            </Button>
          ) : null}
          {abilities.bulk('change-status') ? (
            <Button size="xs" variant="default" onClick={() => props.onAction('change-status')}>
              Change status
            </Button>
          ) : null}
          {canMerge ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconGitMerge size={14} aria-hidden />}
              onClick={() => props.onAction('merge')}
            >
              Merge
            </Button>
          ) : null}
          <Menu position="top-end" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                loading={props.exporting}
              >
                Export selected
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => props.onExport('csv')}>Export selected as CSV</Menu.Item>
              <Menu.Item onClick={() => props.onExport('xlsx')}>Export selected as XLSX</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {allowed.length > 0 ? (
            <Menu position="top-end" withinPortal>
              <Menu.Target>
                <Button
                  size="xs"
                  variant="default"
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                >
                  More actions
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {allowed.map((m) => (
                  <Menu.Item key={m.action} onClick={() => props.onAction(m.action)}>
                    {m.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
          {abilities.bulk('delete') ? (
            <Button
              size="xs"
              color="red.8"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={props.onDelete}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
