import {
  Checkbox,
  Select,
  type SelectProps,
  Switch,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { Ref } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

// Fields that read the same on every form that has them (000 §5.1).

/** The email field of the sign-in, reset, registration and profile forms. */
export function EmailInput(props: TextInputProps & { name?: string; ref?: Ref<HTMLInputElement> }) {
  return <TextInput label="Email" type="email" autoComplete="email" aria-required {...props} />;
}

/** Server errors of fields the form does not show, below its fields. */
export function FormServerError(props: { error: { message?: string } | undefined }) {
  if (!props.error) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {props.error.message}
    </Text>
  );
}

/** A select bound to a form field; `parse` turns the picked option into the field's value. */
export function SelectField<Input extends FieldValues, Output>(
  props: Omit<SelectProps, 'value' | 'onChange' | 'error'> & {
    control: Control<Input, unknown, Output>;
    name: Path<Input>;
    parse?: (value: string | null) => unknown;
  },
) {
  const { control, name, parse = (v) => v, ...select } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          name={field.name}
          value={
            field.value === undefined || field.value === null ? null : String(field.value) || null
          }
          onChange={(v) => field.onChange(parse(v))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A switch or a checkbox bound to a yes-or-no field of a form, with the field's error. */
export function ToggleField<Input extends FieldValues, Output>(props: {
  control: Control<Input, unknown, Output>;
  name: Path<Input>;
  kind: 'switch' | 'checkbox';
  label: string;
  description?: string;
}) {
  const { control, name, kind, ...labels } = props;
  const Toggle = kind === 'switch' ? Switch : Checkbox;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Toggle
          {...labels}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
