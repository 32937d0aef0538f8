import { Button, type ButtonProps, Group, Loader } from '@mantine/core';
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

/** A form's Cancel and submit buttons, the submit reading `busyLabel` while it saves. */
export function FormActions(props: {
  onCancel: () => void;
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
  /** Cancel waits for the save too. */
  holdCancel?: boolean;
  size?: 'xs';
}) {
  return (
    <Group justify="flex-end" gap={props.size ? 'xs' : undefined}>
      <Button
        size={props.size}
        variant="default"
        onClick={props.onCancel}
        disabled={props.holdCancel ? props.busy : undefined}
      >
        Cancel
      </Button>
      <BusyButton
        size={props.size}
        type="submit"
        busy={props.busy}
        busyLabel={props.busyLabel ?? 'Saving'}
      >
        {props.children}
      </BusyButton>
    </Group>
  );
}
