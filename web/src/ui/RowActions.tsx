import { ActionIcon, Button, Group, type MantineSize } from '@mantine/core';
import { IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The icon buttons at the end of a table row or list item. */
export function RowActions(props: { children: ReactNode }) {
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      {props.children}
    </Group>
  );
}

/** One row action: a subtle icon button named by its label (red when it deletes). */
export function RowAction(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  size?: MantineSize;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color={props.danger ? 'red' : undefined}
      size={props.size}
      aria-label={props.label}
      onClick={props.onClick}
      loading={props.loading}
      disabled={props.disabled}
    >
      {props.icon}
    </ActionIcon>
  );
}

/** Edit and delete a named row, each only where it is given (where the user may). */
export function EditDeleteActions(props: {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <>
      {props.onEdit ? (
        <RowAction
          label={`Edit ${props.name}`}
          icon={<IconPencil size={16} aria-hidden />}
          onClick={props.onEdit}
        />
      ) : null}
      {props.onDelete ? (
        <RowAction
          label={`Delete ${props.name}`}
          icon={<IconTrash size={16} aria-hidden />}
          onClick={props.onDelete}
          danger
        />
      ) : null}
    </>
  );
}

/** View, edit and delete a named row; edit and delete only where the user may. */
export function ManageActions(props: {
  name: string;
  viewLabel: string;
  onView: () => void;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <RowActions>
      <RowAction
        label={props.viewLabel}
        icon={<IconUsers size={16} aria-hidden />}
        onClick={props.onView}
      />
      <EditDeleteActions name={props.name} onEdit={props.onEdit} onDelete={props.onDelete} />
    </RowActions>
  );
}

/** A row's count that opens what it counts. */
export function CountButton(props: { count: number; label: string; onClick: () => void }) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={props.onClick} aria-label={props.label}>
      {props.count.toLocaleString('en-US')}
    </Button>
  );
}
