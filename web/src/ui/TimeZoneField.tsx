import type { SelectProps } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { SelectField } from './FormFields';
import { timezones } from './timezones';

/** The searchable time zone field of the registration and the account settings. */
export function TimeZoneField<Input extends FieldValues, Output>(
  props: Omit<SelectProps, 'value' | 'onChange' | 'error' | 'data'> & {
    control: Control<Input, unknown, Output>;
    name: Path<Input>;
  },
) {
  return (
    <SelectField
      label="Time zone"
      aria-required
      searchable
      nothingFoundMessage="No matching time zone"
      data={timezones()}
      parse={(v) => v ?? ''}
      {...props}
    />
  );
}
