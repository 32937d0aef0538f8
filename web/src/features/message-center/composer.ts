import { messageCenterMessages } from '@coachline/contract/message-center';

// What stops the composer from going, before anything is sent: the server says the same (422).

export type ComposerMode = 'now' | 'schedule';

/** The date-time picker's value (local, `YYYY-MM-DD HH:mm:ss`) as an ISO instant, or null. */
export function sendAtOf(picked: string | null): string | null {
  if (!picked) return null;
  const date = new Date(picked.includes('T') ? picked : picked.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The field errors of the composer as it stands, empty when it may go. */
export function composerErrors(
  text: string,
  mode: ComposerMode,
  picked: string | null,
  now: Date,
): { message?: string; send_at?: string } {
  const errors: { message?: string; send_at?: string } = {};
  if (!text.trim()) errors.message = messageCenterMessages.messageRequired;
  if (mode === 'schedule') {
    const sendAt = sendAtOf(picked);
    if (!sendAt) errors.send_at = messageCenterMessages.sendAtRequired;
    else if (Date.parse(sendAt) <= now.getTime()) errors.send_at = messageCenterMessages.sendAtPast;
  }
  return errors;
}
