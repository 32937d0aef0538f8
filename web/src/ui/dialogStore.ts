import { create } from 'zustand';

// Open dialogs, kept outside React so the API client and other plain code can open them.
// The host that draws them (ui/DialogHost.tsx) is loaded only once a dialog is asked for.

export type DialogSpec = {
  id: string;
  title: string;
  text: string;
  confirmLabel: string;
  /** With a cancel label the dialog offers Cancel next to the confirm button. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Runs however the dialog closes (confirm, cancel, Escape, outside click). */
  onClose?: () => void;
  closeOnClickOutside?: boolean;
};

export const useDialogs = create<{ open: DialogSpec[] }>(() => ({ open: [] }));

export function openDialog(spec: DialogSpec): void {
  useDialogs.setState((s) => ({ open: [...s.open.filter((d) => d.id !== spec.id), spec] }));
}

export function closeDialog(id: string): void {
  const spec = useDialogs.getState().open.find((d) => d.id === id);
  useDialogs.setState((s) => ({ open: s.open.filter((d) => d.id !== id) }));
  spec?.onClose?.();
}
