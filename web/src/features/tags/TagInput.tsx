import { TagsInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTagOptions } from './queries';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Tags are entered one way everywhere (the profile, a new contact, bulk tagging): type, pick a
 * suggestion or press Enter, and a name no tag has yet becomes a new tag. A name typed in
 * another case takes the existing tag's spelling. Where only existing tags make sense
 * (removing tags), `creatable={false}` keeps to them.
 */
export function TagInput(props: {
  label: string;
  value: readonly string[];
  onChange: (names: string[]) => void;
  name?: string;
  error?: ReactNode;
  creatable?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  const creatable = props.creatable ?? true;
  const existing = useTagOptions().map((o) => o.label);
  const change = (next: string[]) => {
    const names: string[] = [];
    for (const typed of next) {
      const known = existing.find((name) => same(name, typed));
      const name = known ?? typed.trim();
      if (!name || (!known && !creatable)) continue;
      if (!names.some((n) => same(n, name))) names.push(name);
    }
    props.onChange(names);
  };
  return (
    <TagsInput
      label={props.label}
      name={props.name}
      description={
        creatable
          ? 'Type a tag and press Enter; new tags are created.'
          : 'Type a tag and press Enter.'
      }
      placeholder={props.value.length === 0 ? 'Find or add a tag' : undefined}
      data={existing}
      value={[...props.value]}
      onChange={change}
      error={props.error}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      clearable
      maxTags={100}
    />
  );
}
