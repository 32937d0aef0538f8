import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { SearchInput } from './SearchInput';

// Above a record's contacts: which of them to show (active or taken off), the search, and the
// button that adds one.

export function ContactsToolbar<Status extends string>(props: {
  /** The accessible name of the status switch. */
  statusLabel: string;
  statuses: readonly { value: Status; label: string }[];
  status: Status;
  onStatus: (status: Status) => void;
  search: { label: string; value: string; onChange: (value: string) => void; maw: number };
  /** Absent when the user may not add. */
  onAdd?: (() => void) | undefined;
}) {
  const { statuses, onAdd } = props;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={props.statusLabel}
          data={[...statuses]}
          value={props.status}
          onChange={(value) => {
            const picked = statuses.find((s) => s.value === value);
            if (picked) props.onStatus(picked.value);
          }}
        />
        <SearchInput placeholder="Search by name or email" {...props.search} />
      </Group>
      {onAdd ? (
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onAdd}>
          Add contact
        </Button>
      ) : null}
    </Group>
  );
}
