import type { SelectProps } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { SelectField } from './FormFields';

/** Every IANA time zone the browser knows, or UTC alone where it cannot list them. */
function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

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
      data={timeZones()}
      parse={(v) => v ?? ''}
      {...props}
    />
  );
}
