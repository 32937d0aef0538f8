import { toastMs } from '@coachline/contract/constants';
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
