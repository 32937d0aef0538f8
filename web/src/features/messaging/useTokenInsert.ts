import { useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { insertAt } from './text';

/** Puts a token at the caret of a field of the form, and the caret after it. */
export function useTokenInsert<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  name: Path<T>,
) {
  const ref = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  const insert = (token: string) => {
    const element = ref.current;
    const current = String(form.getValues(name) ?? '');
    const next = insertAt(
      current,
      token,
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    );
    form.setValue(name, next.value as never, { shouldDirty: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };
  return { ref, insert };
}
