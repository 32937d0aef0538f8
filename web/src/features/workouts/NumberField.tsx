import { NumberInput } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/**
 * A number bound to a form field: emptied, it holds null (`nullable`, "not set") or nothing,
 * so the contract's own message says what is missing.
 */
export function NumberField<Input extends FieldValues, Output>(props: {
  control: Control<Input, unknown, Output>;
  name: Path<Input>;
  label: string;
  description?: string;
  min?: number;
  max?: number;
  decimals?: boolean;
  nullable?: boolean;
  suffix?: string;
  w?: number | string;
}) {
  const { control, name, nullable, decimals, ...input } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...input}
          name={field.name}
          allowDecimal={Boolean(decimals)}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? (nullable ? null : undefined) : Number(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
