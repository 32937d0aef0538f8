import { Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { TokenPicker } from './TokenPicker';
import { useTokenInsert } from './useTokenInsert';

/**
 * A text field of a form with the token picker above it (`Personalize <label>`), which puts
 * the picked token at the caret: the one field every message's subject and text is written in.
 */
export function TokenTextField<T extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  multiline?: boolean;
  description?: string;
  minRows?: number;
  maxRows?: number;
  maxLength?: number;
  autoFocus?: boolean;
}) {
  const { form, name } = props;
  const tokens = useTokenInsert(form, name);
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const { ref, ...field } = form.register(name);
  const bind = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    ref(element);
    tokens.ref.current = element;
  };
  const common = {
    ...field,
    label: props.label,
    description: props.description,
    maxLength: props.maxLength,
    error,
    ...(props.autoFocus ? { 'data-autofocus': true } : {}),
  };
  return (
    <Stack gap={4}>
      <Group justify="flex-end">
        <TokenPicker label={`Personalize ${props.label.toLowerCase()}`} onPick={tokens.insert} />
      </Group>
      {props.multiline ? (
        <Textarea
          {...common}
          ref={bind}
          autosize
          minRows={props.minRows ?? 5}
          maxRows={props.maxRows}
        />
      ) : (
        <TextInput {...common} ref={bind} />
      )}
    </Stack>
  );
}
