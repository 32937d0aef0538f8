import { type ComboboxParsedItem, MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useContactPicker } from '../contacts/list/queries';

type PickedContact = { id: number; full_name: string; email: string | null };

const labelOf = (c: PickedContact) =>
  c.email ? `${c.full_name || c.email} (${c.email})` : c.full_name || `Contact ${c.id}`;

/**
 * A search of contacts by name or email (contact/all answers up to 50 per search) as a select's
 * options and search props. Labels of contacts once seen are kept, so picked ones stay named
 * while the search changes.
 */
function useContactSearch(picked: number[], initial?: ReadonlyMap<number, string>) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const picker = useContactPicker(debounced);
  const found = picker.data?.data ?? [];
  const known = useRef(new Map<number, string>(initial ?? []));
  for (const c of found) known.current.set(c.id, labelOf(c));
  const ids = new Set([...picked, ...found.map((c) => c.id)]);
  return {
    data: [...ids].map((id) => ({
      value: String(id),
      label: known.current.get(id) ?? `Contact ${id}`,
    })),
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    filter: ({ options }: { options: ComboboxParsedItem[] }) => options,
    nothingFoundMessage: picker.isFetching ? 'Searching…' : 'No contacts found',
    clearable: true,
  } as const;
}

/** Picks contacts by name or email. */
export function ContactPicker(props: {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  description?: string;
  error?: string;
  /** Names of contacts already picked (e.g. a group's members), by id. */
  labels?: ReadonlyMap<number, string>;
}) {
  const search = useContactSearch(props.value, props.labels);
  // The list closes after each pick, so it never covers the dialog's buttons; typing or a click
  // opens it again for the next contact.
  const [opened, setOpened] = useState(false);
  return (
    <MultiSelect
      {...search}
      label={props.label}
      description={props.description}
      placeholder="Search by name or email"
      value={props.value.map(String)}
      onChange={(v) => {
        props.onChange(v.map(Number));
        setOpened(false);
      }}
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      hidePickedOptions
      maxDropdownHeight={260}
      error={props.error}
    />
  );
}

/** One contact, found by name or email. */
export function ContactSelect(props: {
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  description?: string;
  placeholder?: string;
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  const search = useContactSearch(props.value === undefined ? [] : [props.value]);
  return (
    <Select
      {...search}
      label={props.label}
      description={props.description}
      placeholder={props.placeholder ?? 'Search by name or email'}
      value={props.value === undefined ? null : String(props.value)}
      onChange={(v) => props.onChange(v ? Number(v) : undefined)}
      error={props.error}
      data-autofocus={props.autoFocus || undefined}
    />
  );
}
