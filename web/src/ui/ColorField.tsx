import { ColorInput } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

// A colour of a design (an email's, a portal's): typed as #RRGGBB, taken from the screen, or picked from a
// palette. Mantine's free picker is left out: its sliders cannot be named for screen readers.

const palette = [
  '#212529',
  '#495057',
  '#CED4DA',
  '#FFFFFF',
  '#2C3E50',
  '#1864AB',
  '#0B7285',
  '#2B8A3E',
  '#E67700',
  '#C92A2A',
  '#C2255C',
  '#862E9C',
];

export function ColorField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <ColorInput
          label={props.label}
          name={field.name}
          format="hex"
          withPicker={false}
          swatches={palette}
          swatchesPerRow={6}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          eyeDropperButtonProps={{
            'aria-label': `Pick the ${props.label.toLowerCase()} from the screen`,
          }}
        />
      )}
    />
  );
}
