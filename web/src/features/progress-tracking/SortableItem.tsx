import { Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RowAction, RowActions } from '../../ui/RowActions';
import { SortableCard } from '../../ui/SortableList';

// A row of one of the editor's sorted lists (a category, a section, a question): its handle,
// name, details, Edit and Delete (each only where the user may), and what it holds below.

export function SortableItem(props: {
  id: number;
  title: string;
  details?: ReactNode;
  sortable: boolean;
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
  /** Before Edit: the row's own buttons ("Add question"). */
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <SortableCard id={props.id} title={props.title} sortable={props.sortable} size="sm">
      {(handle) => (
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            {handle}
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {props.title}
              </Text>
              {props.details ? (
                <Text size="xs" c="dimmed" component="div">
                  {props.details}
                </Text>
              ) : null}
            </Stack>
            <RowActions>
              {props.extra}
              {props.onEdit ? (
                <RowAction
                  label={`Edit ${props.title}`}
                  icon={<IconPencil size={14} aria-hidden />}
                  onClick={props.onEdit}
                />
              ) : null}
              {props.onDelete ? (
                <RowAction
                  label={`Delete ${props.title}`}
                  icon={<IconTrash size={14} aria-hidden />}
                  onClick={props.onDelete}
                  danger
                />
              ) : null}
            </RowActions>
          </Group>
          {props.children}
        </Stack>
      )}
    </SortableCard>
  );
}
