import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useContactPicker } from '../contacts/list/queries';

/** Picks contacts by name or email (contact/all answers up to 50 per search). */
export function ContactPicker(props: {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  description?: string;
  error?: string;
  /** Names of contacts already picked (e.g. a group's members), by id. */
  labels?: ReadonlyMap<number, string>;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const picker = useContactPicker(debounced);
  // Labels of contacts once seen, so picked ones stay named while the search changes.
  const known = useRef(new Map<number, string>(props.labels ?? []));
  for (const c of picker.data?.data ?? []) {
    known.current.set(
      c.id,
      c.email ? `${c.full_name || c.email} (${c.email})` : c.full_name || `Contact ${c.id}`,
    );
  }
  const ids = new Set([...props.value, ...(picker.data?.data ?? []).map((c) => c.id)]);
  const data = [...ids].map((id) => ({
    value: String(id),
    label: known.current.get(id) ?? `Contact ${id}`,
  }));

  return (
    <MultiSelect
      label={props.label}
      description={props.description}
      placeholder="Search by name or email"
      data={data}
      value={props.value.map(String)}
      onChange={(v) => props.onChange(v.map(Number))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={picker.isFetching ? 'Searching…' : 'No contacts found'}
      clearable
      hidePickedOptions
      maxDropdownHeight={260}
      error={props.error}
    />
  );
}
