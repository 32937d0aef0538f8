import { styleFonts } from '@coachline/contract/styles';
import { NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  useWatch,
} from 'react-hook-form';
import { ColorField } from '../../ui/ColorField';

// The settings of one headline or subheadline (001 §3 Saved style): font, weight, size, colour
// and an optional shadow. `name` is the path of the style object in the form.

const weights = Array.from({ length: 9 }, (_, i) => String((i + 1) * 100));

function NumberField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  min: number;
  max: number;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={props.label}
          name={field.name}
          min={props.min}
          max={props.max}
          allowDecimal={false}
          allowNegative={props.min < 0}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : props.min)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function TextStyleFields<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  /** What is styled ("Headline"), which starts every field's name. */
  label: string;
}) {
  const { control, label } = props;
  const at = (field: string) => `${props.name}.${field}` as FieldPath<T>;
  const shadow = useWatch({ control, name: at('shadow') });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Controller
          control={control}
          name={at('font_family')}
          render={({ field }) => (
            <Select
              label={`${label} font`}
              name={field.name}
              data={[...styleFonts]}
              allowDeselect={false}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
            />
          )}
        />
        <Controller
          control={control}
          name={at('font_weight')}
          render={({ field }) => (
            <Select
              label={`${label} weight`}
              name={field.name}
              data={weights}
              allowDeselect={false}
              value={String(field.value)}
              onChange={(v) => v && field.onChange(Number(v))}
            />
          )}
        />
        <NumberField
          control={control}
          name={at('font_size')}
          label={`${label} size`}
          min={8}
          max={200}
        />
      </SimpleGrid>
      <ColorField control={control} name={at('font_color')} label={`${label} colour`} />
      <Controller
        control={control}
        name={at('shadow')}
        render={({ field }) => (
          <Switch
            label={`${label} shadow`}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      {shadow === true ? (
        <>
          <SimpleGrid cols={3} spacing="xs">
            <NumberField
              control={control}
              name={at('x')}
              label={`${label} shadow X`}
              min={-50}
              max={50}
            />
            <NumberField
              control={control}
              name={at('y')}
              label={`${label} shadow Y`}
              min={-50}
              max={50}
            />
            <NumberField
              control={control}
              name={at('blur')}
              label={`${label} shadow blur`}
              min={0}
              max={100}
            />
          </SimpleGrid>
          <ColorField
            control={control}
            name={at('shadow_color')}
            label={`${label} shadow colour`}
          />
        </>
      ) : null}
    </Stack>
  );
}
