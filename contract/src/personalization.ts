import { z } from 'zod';
import { messages } from './messages';

// Personalization tokens (000 §3, merge tags): a token is its label in snake case inside
// double braces, `{{first_name}}`, `{{member_id}}`, `{{pipeline_stage_name}}`. One catalogue
// for the pickers of every editor and for the renderer; groups whose areas come later render
// from whatever their send provides.

export type PersonalizationToken = { token: string; label: string };
export type TokenGroup = { group: string; label: string; tokens: PersonalizationToken[] };

/** "Member ID" → "member_id". */
export const tokenOf = (label: string) =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const group = (key: string, label: string, labels: string[]): TokenGroup => ({
  group: key,
  label,
  tokens: labels.map((tokenLabel) => ({ token: tokenOf(tokenLabel), label: tokenLabel })),
});

export const tokenGroups: readonly TokenGroup[] = [
  group('contact', 'General contact', [
    'First Name',
    'Last Name',
    'Full Name',
    'Email',
    'Phone',
    'Member ID',
    'Birthday',
    'Gender',
    'Status',
  ]),
  group('company', 'Company', [
    'Company Name',
    'Company Email',
    'Company Phone',
    'Location Name',
    'Sender Name',
  ]),
  group('form', 'Form', ['Form Name', 'Form URL']),
  group('page', 'Page', ['Page Name', 'Page URL']),
  group('playbook', 'Playbook', ['Playbook Name', 'Playbook URL']),
  group('playbook-dashboard', 'Playbook dashboard', ['Playbook Dashboard URL']),
  group('progress-tracking', 'Progress tracking', [
    'Progress Tracking Name',
    'Progress Tracking URL',
  ]),
  group('habit-tracking', 'Habit tracking', ['Habit Tracking Name', 'Habit Tracking URL']),
  group('pipeline', 'Pipeline', ['Pipeline Name', 'Pipeline Stage Name']),
  group('task', 'Task', ['Task Name', 'Task Due Date', 'Task Description']),
  // The recipient's own unsubscribe link (tracking.ts), in any email to a contact; where it
  // stands in a broadcast, no Unsubscribe footer is added. An SMS has no such link: it renders
  // empty there.
  group('email', 'Email', ['Unsubscribe URL']),
];

export const knownTokens: ReadonlySet<string> = new Set(
  tokenGroups.flatMap((g) => g.tokens.map((t) => t.token)),
);

/** Every `{{…}}` of a text, with what stands between the braces, trimmed. */
export const tokenPattern = /\{\{([^{}]*)\}\}/g;

/** The tokens a text uses that the catalogue does not know, each once, as written. */
export function unknownTokensIn(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, inner = ''] of text.matchAll(tokenPattern)) {
    const token = inner.trim();
    if (!knownTokens.has(token)) unknown.add(token);
  }
  return [...unknown];
}

/** Text that may carry tokens: refused, naming them, when it uses one the catalogue lacks. */
export const personalizedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((text, ctx) => {
      for (const token of unknownTokensIn(text))
        ctx.addIssue({ code: 'custom', message: messages.unknownToken(token) });
    });
