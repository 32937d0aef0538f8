import { toastMs } from '@coachline/contract/constants';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';

// Toast kinds of 000 §8: success, error, info and warning, about 2 seconds each.
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

const colors: Record<ToastKind, string> = {
  success: 'teal',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
};

const titles: Record<ToastKind, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Info',
  warning: 'Warning',
};

export function toast(kind: ToastKind, message: string): void {
  notifications.show({
    color: colors[kind],
    title: titles[kind],
    message,
    autoClose: toastMs,
    withBorder: true,
  });
}

export const toastSuccess = (message: string) => toast('success', message);
export const toastError = (message: string) => toast('error', message);

/** Long enough to reach the Undo button; other toasts keep the catalogue's 2 s. */
const undoToastMs = 6000;

/** A success toast for an action that can be taken back, with its Undo button. */
export function toastWithUndo(message: string, undo: () => void): void {
  const id = notifications.show({
    color: colors.success,
    title: titles.success,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <span>{message}</span>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            undo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
    autoClose: undoToastMs,
    withBorder: true,
  });
}
