import { messages } from '@coachline/contract/messages';
import { openDialog } from './dialogStore';

// Catalogue dialogs of 000 §8.

export function openSessionExpired(onDone: () => void): void {
  openDialog({
    id: 'session-expired',
    title: messages.sessionExpiredTitle,
    text: messages.sessionExpiredText,
    confirmLabel: messages.refresh,
    onConfirm: () => undefined,
    // However it is closed, the page reloads.
    onClose: onDone,
    closeOnClickOutside: false,
  });
}

export function openAlreadyRegistered(email: string, onLogin: () => void): void {
  openDialog({
    id: 'already-registered',
    title: 'Already registered',
    text: messages.alreadyRegistered(email),
    confirmLabel: messages.login,
    cancelLabel: messages.cancel,
    onConfirm: onLogin,
  });
}

export function openLimitExceeded(message: string, onChangePlan: () => void): void {
  openDialog({
    id: 'limit-exceeded',
    title: messages.limitExceededTitle,
    text: message,
    confirmLabel: messages.changePlan,
    cancelLabel: messages.cancel,
    onConfirm: onChangePlan,
  });
}

/** "Are you sure?" with a blue confirm button (000 §8 confirmations). */
export function confirmAction(o: {
  title?: string;
  text: string;
  confirmLabel?: string;
  onConfirm: () => void;
}): void {
  openDialog({
    id: `confirm-${Date.now()}`,
    title: o.title ?? messages.confirmTitle,
    text: o.text,
    confirmLabel: o.confirmLabel ?? 'Yes',
    cancelLabel: messages.cancel,
    onConfirm: o.onConfirm,
  });
}

/** "Are you sure?" before deleting what `text` describes. */
export function confirmDelete(text: string, onConfirm: () => void): void {
  confirmAction({ text, confirmLabel: 'Delete', onConfirm });
}
