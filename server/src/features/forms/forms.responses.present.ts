import {
  type AnswerValue,
  type FormSettings,
  type Question,
  type Respondent,
  ratingMaxDefault,
} from '@coachline/contract/forms';
import { defaultHeadline, defaultSubheadline } from '@coachline/contract/styles';
import type { FormRow, SubmissionRow } from './forms.responses.repository';

// Submissions and answers as the responses' calls, the PDF and the CSV show them.

/** A form's settings; a headline without its own style shows the default. */
export const settingsOf = (row: FormRow): FormSettings => ({
  submit_label: row.submitLabel,
  submit_align: row.submitAlign as FormSettings['submit_align'],
  get_started_label: row.getStartedLabel,
  thank_you_message: row.thankYouMessage,
  add_ons: row.addOns,
  accent_color: row.accentColor,
  overlay_opacity: row.overlayOpacity,
  cover_image: row.coverImage,
  logo_image: row.logoImage,
  subheadline: row.subheadline,
  headline_style: row.headlineStyle ?? defaultHeadline,
  subheadline_style: row.subheadlineStyle ?? defaultSubheadline,
  is_disabled: row.isDisabled,
  disable_message: row.disableMessage,
});

/** A contact as a respondent shows it. */
export type ContactName = { name: string; email: string | null };

const anonymous = 'Anonymous';

/** The linked contact's name and email, else those given on the form, else "Anonymous". */
export function respondentName(
  row: Pick<SubmissionRow, 'fname' | 'lname' | 'email'>,
  contact: ContactName | undefined,
): ContactName {
  const given = `${row.fname} ${row.lname}`.trim();
  return {
    name: contact?.name || given || anonymous,
    email: contact?.email || row.email || null,
  };
}

export function presentRespondent(
  row: SubmissionRow,
  contact: ContactName | undefined,
): Respondent {
  return {
    id: row.id,
    form_id: row.formId,
    public_key: row.publicKey,
    contact_id: row.contactId,
    ...respondentName(row, contact),
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
  };
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * An answer as text: choices joined by commas, yes/no as Yes or No, a file as its name and
 * size, a rating out of its scale when `scale` (the PDF; the CSV keeps the bare number).
 * Empty when not answered.
 */
export function answerText(
  question: Pick<Question, 'type' | 'max'>,
  value: AnswerValue,
  { scale = false } = {},
): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return question.type === 'rating' && scale
      ? `${value} / ${question.max ?? ratingMaxDefault}`
      : String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  return `${value.name} (${sizeText(value.size)})`;
}
