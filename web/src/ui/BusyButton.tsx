import { Button, type ButtonProps, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A button that reads its loading label while busy ("Starting", "Validating CSV") instead of
 * hiding it behind a spinner (UX.md "Forms and feedback").
 */
export function BusyButton(
  props: ButtonProps & {
    busy: boolean;
    busyLabel: string;
    children: ReactNode;
    type?: 'button' | 'submit';
    onClick?: () => void;
  },
) {
  const { busy, busyLabel, children, disabled, leftSection, ...rest } = props;
  return (
    <Button
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : leftSection}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
