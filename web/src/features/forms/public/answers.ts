import type {
  AnswerInput,
  FormAddOn,
  PublicForm,
  PublicSubmitBody,
  QuestionType,
} from '@coachline/contract/forms';
import { formMessages } from '@coachline/contract/forms';

// The public form's fields as the page holds them, and the submission the server takes: every
// answer is kept as the input shows it (text, a list of choices, an uploaded file) and turned
// into its typed value (number, boolean, { upload }) only when sent.

export type PublicQuestion = PublicForm['questions'][number];

/** An uploaded file's answer: the token the upload answered and the name to show. */
export type UploadedAnswer = { upload: string; name: string };
export type AnswerField = string | string[] | UploadedAnswer | null;

export type FillValues = {
  answers: Record<string, AnswerField>;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  /** The honeypot: people never see it, bots fill it in. */
  website: string;
};

/** The form field a question's answer lives in (and the server's error key for it). */
export const answerField = (questionId: number) => `answers.${questionId}` as const;

function emptyAnswer(type: QuestionType): AnswerField {
  if (type === 'multiple_choice') return [];
  if (type === 'file_upload') return null;
  return '';
}

export function fillDefaults(questions: readonly PublicQuestion[]): FillValues {
  return {
    answers: Object.fromEntries(questions.map((q) => [String(q.id), emptyAnswer(q.type)])),
    fname: '',
    lname: '',
    email: '',
    phone: '',
    website: '',
  };
}

const isEmpty = (value: AnswerField | undefined): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A number as typed, or the text itself so the server names what is wrong with it. */
function numberOrText(text: string): number | string {
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : text;
}

function toInput(type: QuestionType, value: AnswerField | undefined): AnswerInput {
  if (value === undefined || value === null || isEmpty(value)) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return { upload: value.upload };
  if (Array.isArray(value)) return value;
  if (type === 'number' || type === 'rating') return numberOrText(value);
  if (type === 'yes_no') return value === 'yes';
  return value.trim();
}

const addOnMessages: Record<FormAddOn, string> = {
  fname: formMessages.fnameRequired,
  lname: formMessages.lnameRequired,
  email: formMessages.emailRequired,
  phone: formMessages.phoneRequired,
};

/**
 * What the page can tell before sending: the required questions and asked details left
 * empty, by field name. The server checks everything else (formats, options, lengths).
 */
export function missingAnswers(
  form: Pick<PublicForm, 'questions' | 'settings'>,
  values: FillValues,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const addOn of form.settings.add_ons) {
    if (values[addOn].trim() === '') missing[addOn] = addOnMessages[addOn];
  }
  for (const q of form.questions) {
    if (q.is_required && isEmpty(values.answers[String(q.id)]))
      missing[answerField(q.id)] = formMessages.answerRequired;
  }
  return missing;
}

/** The submission: every answer typed, the details asked for, the personal link's token. */
export function submitBody(
  form: Pick<PublicForm, 'questions' | 'settings'>,
  values: FillValues,
  personalToken: string | null,
): PublicSubmitBody {
  const body: PublicSubmitBody = {
    answers: Object.fromEntries(
      form.questions.map((q) => [String(q.id), toInput(q.type, values.answers[String(q.id)])]),
    ),
  };
  for (const addOn of form.settings.add_ons) body[addOn] = values[addOn].trim();
  if (personalToken) body.c = personalToken;
  if (values.website) body.website = values.website;
  return body;
}

/**
 * Splits the server's field errors (422) into those of fields on the page and the rest, which
 * the page shows above its button.
 */
export function placeErrors(
  form: Pick<PublicForm, 'questions' | 'settings'>,
  errors: Record<string, string>,
): { fields: Record<string, string>; other: string[] } {
  const known = new Set<string>([
    ...form.settings.add_ons,
    ...form.questions.map((q) => answerField(q.id)),
  ]);
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    if (known.has(name)) fields[name] = message;
    else other.push(message);
  }
  return { fields, other };
}
