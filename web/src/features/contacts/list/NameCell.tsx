import type { Contact } from '@coachline/contract/contacts';
import { buildPath } from '@coachline/contract/routes';
import { ActionIcon, Anchor, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconFlagFilled, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import classes from '../contacts.module.css';
import { contactName } from '../labels';
import { ContactAvatar, StarButton } from './ContactMarks';
import type { InlineField } from './inlineErrors';
import { useFocusReturn } from './useFocusReturn';

type NameParts = { first_name: string; last_name: string };

/**
 * The table's first column: the avatar, the name as the link to the profile, the star and the
 * flag. The pencil edits first and last name in place and saves both at once; Enter saves,
 * Escape cancels, and a server error stays under its input until the next save.
 */
export function NameCell(props: {
  contact: Contact;
  showPhoto: boolean;
  showStar: boolean;
  errors: Partial<Record<InlineField, string>>;
  saving: boolean;
  /** Controls inside a row are reached with the arrow keys, not Tab (the row is the stop). */
  tabIndex: number;
  onSave: (values: NameParts) => Promise<boolean>;
  onCancel: () => void;
  onToggleStar: () => void;
}) {
  const c = props.contact;
  const name = contactName(c);
  const [draft, setDraft] = useState<NameParts | null>(null);
  // Leaving the inputs hands focus back to the pencil.
  const { opener, returnFocus } = useFocusReturn(draft !== null);

  const close = () => {
    setDraft(null);
    returnFocus();
  };
  const cancel = () => {
    close();
    props.onCancel();
  };
  const save = async () => {
    if (!draft) return;
    if (
      draft.first_name.trim() === c.first_name.trim() &&
      draft.last_name.trim() === c.last_name.trim()
    ) {
      cancel();
      return;
    }
    if (await props.onSave(draft)) close();
  };
  const keys = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') void save();
    if (e.key === 'Escape') cancel();
  };

  const photo = props.showPhoto ? <ContactAvatar contact={c} size={28} /> : null;

  if (draft) {
    const input = (field: keyof NameParts, label: string) => (
      <TextInput
        size="xs"
        aria-label={`${label} of ${name}`}
        placeholder={label}
        value={draft[field]}
        error={props.errors[field]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setDraft((d) => (d ? { ...d, [field]: value } : d));
        }}
        onKeyDown={keys}
        autoFocus={field === 'first_name'}
        w={110}
        disabled={props.saving}
      />
    );
    return (
      <Group gap={4} wrap="nowrap" align="flex-start" data-editing>
        {photo}
        {input('first_name', 'First name')}
        {input('last_name', 'Last name')}
        <ActionIcon
          variant="light"
          size="md"
          aria-label={`Save name of ${name}`}
          onClick={() => void save()}
          loading={props.saving}
        >
          <IconCheck size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={`Cancel editing name of ${name}`}
          onClick={cancel}
          disabled={props.saving}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      </Group>
    );
  }

  return (
    <div className={classes.inlineCell}>
      {photo}
      <Anchor
        component={Link}
        to={buildPath('ContactProfile', { id: c.id })}
        size="sm"
        fw={600}
        truncate="end"
        className={classes.nameLink}
        tabIndex={props.tabIndex}
        data-row-open
      >
        {name}
      </Anchor>
      {c.can.update ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          ref={opener}
          className={classes.inlineEdit}
          aria-label={`Edit name of ${name}`}
          tabIndex={props.tabIndex}
          onClick={() => setDraft({ first_name: c.first_name, last_name: c.last_name })}
        >
          <IconPencil size={14} aria-hidden />
        </ActionIcon>
      ) : null}
      {props.showStar ? (
        <StarButton
          contact={c}
          iconSize={16}
          tabIndex={props.tabIndex}
          onToggle={props.onToggleStar}
        />
      ) : null}
      {c.flagged ? (
        <Tooltip label="Flagged">
          <IconFlagFilled size={14} color="var(--mantine-color-red-7)" aria-label="Flagged" />
        </Tooltip>
      ) : null}
    </div>
  );
}
