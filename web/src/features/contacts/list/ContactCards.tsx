import type { Contact, ContactSortColumn, ContactTab } from '@coachline/contract/contacts';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Checkbox, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../../ui/DateTime';
import { columnLabels, contactName, contactReach, sortColumnOf, tableColumns } from '../labels';
import { ContactAvatar, StarButton, StatusBadge, TemperatureBadge } from './ContactMarks';
import type { SortDir } from './listState';

/**
 * The contact list on a phone (375 px): one card per contact instead of a wide table, with
 * the same selection, starring and sort (as a select, since there are no headers).
 */
export function ContactCards(props: {
  id: string;
  rows: readonly Contact[];
  tabs: readonly ContactTab[];
  loading: boolean;
  skeletonRows: number;
  isSelected: (id: number) => boolean;
  pageCheck: 'all' | 'some' | 'none';
  onToggleRow: (id: number) => void;
  onTogglePage: () => void;
  onToggleFlag: (contact: Contact, flag: 'starred' | 'flagged') => void;
  sortBy: ContactSortColumn;
  sortDir: SortDir;
  onSort: (column: ContactSortColumn, dir: SortDir) => void;
  empty: ReactNode;
}) {
  const sortOptions = tableColumns.flatMap((c) => {
    const column = sortColumnOf(c);
    return column
      ? [
          { value: `${column}:asc`, label: `${columnLabels[c]} ↑` },
          { value: `${column}:desc`, label: `${columnLabels[c]} ↓` },
        ]
      : [];
  });

  return (
    <Stack gap="xs" id={props.id} aria-busy={props.loading}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Checkbox
          label="Select page"
          checked={props.pageCheck === 'all'}
          indeterminate={props.pageCheck === 'some'}
          onChange={props.onTogglePage}
          disabled={props.rows.length === 0}
        />
        <Select
          aria-label="Sort contacts by"
          size="xs"
          w={170}
          data={sortOptions}
          value={`${props.sortBy}:${props.sortDir}`}
          onChange={(v) => {
            if (!v) return;
            const [column, dir] = v.split(':');
            props.onSort(column as ContactSortColumn, dir === 'asc' ? 'asc' : 'desc');
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {props.loading ? (
        Array.from({ length: props.skeletonRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
          <Skeleton key={i} h={84} radius="md" />
        ))
      ) : props.rows.length === 0 ? (
        props.empty
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} aria-label="Contacts">
          {props.rows.map((c) => {
            const name = contactName(c);
            const selected = props.isSelected(c.id);
            return (
              <Paper
                key={c.id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                bg={selected ? 'blue.0' : undefined}
                style={{ listStyle: 'none' }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Checkbox
                    mt={8}
                    aria-label={`Select ${name}`}
                    checked={selected}
                    onChange={() => props.onToggleRow(c.id)}
                  />
                  <ContactAvatar contact={c} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={buildPath('ContactProfile', { id: c.id })}
                        fw={600}
                        size="sm"
                        truncate="end"
                      >
                        {name}
                      </Anchor>
                      {c.flagged ? (
                        <IconFlagFilled
                          size={14}
                          color="var(--mantine-color-red-6)"
                          aria-label="Flagged"
                        />
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed" truncate="end">
                      {contactReach(c)}
                    </Text>
                    <Group gap={6} wrap="wrap">
                      <StatusBadge status={c.status} tabs={props.tabs} size="xs" />
                      {c.temperature ? (
                        <TemperatureBadge temperature={c.temperature} size="xs" />
                      ) : null}
                      <Text size="xs" c="dimmed">
                        <DateTime value={c.date_created} size="xs" />
                      </Text>
                    </Group>
                  </Stack>
                  <StarButton
                    contact={c}
                    iconSize={18}
                    onToggle={() => props.onToggleFlag(c, 'starred')}
                  />
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
