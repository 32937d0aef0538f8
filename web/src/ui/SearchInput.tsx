import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A list's search box; the caller goes back to the first page as the text changes. */
export function SearchInput(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maw?: number;
}) {
  return (
    <TextInput
      type="search"
      aria-label={props.label}
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      maw={props.maw}
    />
  );
}
