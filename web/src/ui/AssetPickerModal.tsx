import { Button, Group, Modal, MultiSelect, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { BusyButton } from './BusyButton';

type Option = { value: string; label: string };

/**
 * Picks assets of the location by name, searched on the server, and hands their ids on: the
 * profile's "Add file" and "Send form". The caller owns the search (it feeds its query); the
 * options picked stay named while the search changes.
 */
export function AssetPickerModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The assets' name, plural and singular: "Forms", "Form". */
  label: string;
  noun: string;
  placeholder: string;
  /** What the list shows, and what it does when the server cut it short. */
  description: string;
  nothingFound: string;
  search: string;
  onSearch: (search: string) => void;
  options: Option[];
  searching: boolean;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (ids: number[], done: () => void) => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const close = () => {
    setPicked([]);
    props.onSearch('');
    props.onClose();
  };
  const labels = useRef(new Map<string, string>());
  for (const option of props.options) labels.current.set(option.value, option.label);
  const ids = new Set([...picked, ...props.options.map((o) => o.value)]);
  const data = [...ids].map((id) => ({
    value: id,
    label: labels.current.get(id) ?? `${props.noun} ${id}`,
  }));
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <Stack>
        <MultiSelect
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          data={data}
          value={picked}
          onChange={setPicked}
          searchable
          searchValue={props.search}
          onSearchChange={props.onSearch}
          filter={({ options }) => options}
          nothingFoundMessage={props.searching ? 'Searching…' : props.nothingFound}
          hidePickedOptions
          maxDropdownHeight={260}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <BusyButton
            busy={props.busy}
            busyLabel={props.busyLabel}
            disabled={picked.length === 0}
            onClick={() => props.onSubmit(picked.map(Number), close)}
          >
            {props.submitLabel}
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
