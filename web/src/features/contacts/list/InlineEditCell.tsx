import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import classes from '../contacts.module.css';
import type { InlineField } from './inlineErrors';
import { useFocusReturn } from './useFocusReturn';

/**
 * A table cell edited in place (email, number): the pencil (or Enter on the
 * focused value) opens an input, Enter or the check saves, Escape cancels. A server error
 * for this field of this contact stays under the input until the next save.
 */
export function InlineEditCell(props: {
  field: InlineField;
  label: string;
  contactName: string;
  value: string | null;
  error: string | undefined;
  canEdit: boolean;
  saving: boolean;
  /** Inside a table row the arrow keys reach the pencil, not Tab (see rowKeys). */
  tabIndex?: number;
  onSave: (value: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(props.value ?? '');
  const name = `${props.label} of ${props.contactName}`;

  const start = () => {
    setDraft(props.value ?? '');
    setEditing(true);
  };
  // Leaving the input hands focus back to the cell's edit button.
  const { opener, returnFocus } = useFocusReturn(editing);

  const close = () => {
    setEditing(false);
    returnFocus();
  };
  const cancel = () => {
    close();
    props.onCancel();
  };
  const save = async () => {
    if (draft.trim() === (props.value ?? '').trim()) {
      cancel();
      return;
    }
    const ok = await props.onSave(draft);
    if (ok) close();
  };

  if (editing) {
    return (
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          size="xs"
          aria-label={name}
          value={draft}
          error={props.error}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
            if (e.key === 'Escape') cancel();
          }}
          autoFocus
          miw={160}
          disabled={props.saving}
        />
        <ActionIcon
          variant="light"
          size="md"
          aria-label={`Save ${name}`}
          onClick={() => void save()}
          loading={props.saving}
        >
          <IconCheck size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={`Cancel editing ${name}`}
          onClick={cancel}
          disabled={props.saving}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      </Group>
    );
  }

  const text = props.value?.trim() ? props.value : null;
  return (
    <div className={classes.inlineCell}>
      <Text size="sm" truncate="end" c={text ? undefined : 'dimmed'} title={text ?? undefined}>
        {text ?? '—'}
      </Text>
      {props.canEdit ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          ref={opener}
          className={classes.inlineEdit}
          aria-label={`Edit ${name}`}
          tabIndex={props.tabIndex}
          onClick={start}
        >
          <IconPencil size={14} aria-hidden />
        </ActionIcon>
      ) : null}
    </div>
  );
}
