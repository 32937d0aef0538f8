import { Text, TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

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
