import { tokenPattern } from '@coachline/contract/personalization';

/** A value per token (`first_name`…); a token without one renders empty. */
export type TokenValues = Readonly<Partial<Record<string, string | null>>>;

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEntities[c]!);

/**
 * The one renderer of email subjects, email bodies and SMS: every `{{token}}` becomes its value,
 * escaped in HTML (a contact named `<b>` stays text). A token with no value, or one the
 * catalogue does not know (the contract refuses those before a send), renders empty: a
 * message never shows a raw token.
 */
export function personalize(text: string, values: TokenValues, as: 'html' | 'text'): string {
  return text.replace(tokenPattern, (_token, inner: string) => {
    const value = values[inner.trim()] ?? '';
    return as === 'html' ? escapeHtml(value) : value;
  });
}
