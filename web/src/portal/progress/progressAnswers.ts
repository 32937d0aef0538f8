import type { ProgressSubmitBody } from '@coachline/contract/progress-tracking';
import type { ProgressFormShape, ProgressQuestion, Uploaded } from './types';

// A progress check-in's answers as the form holds them, what the page checks before sending,
// and the submission body the server takes (photos by their upload token).

export type AnswerValue = number | string | Uploaded | null;
export type ProgressValues = {
  /** By category id; '' while empty. */
  metrics: Record<number, number | ''>;
  answers: Record<number, AnswerValue>;
};

export const progressFormMessages = {
  required: 'This question is required',
  number: 'Enter a number',
  scale: 'Choose a value from 1 to 10',
  photo: 'Upload a photo',
} as const;

export const metricField = (categoryId: number) => `metrics.${categoryId}`;
export const answerField = (questionId: number) => `answers.${questionId}`;

export const emptyProgressValues = (): ProgressValues => ({ metrics: {}, answers: {} });

const questionsOf = (form: ProgressFormShape) => form.sections.flatMap((s) => s.questions);

const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The required questions left empty, by field, with the message for each. */
export function missingProgressAnswers(form: ProgressFormShape, values: ProgressValues) {
  const missing: Record<string, string> = {};
  for (const q of questionsOf(form))
    if (q.required && isEmpty(values.answers[q.id]))
      missing[answerField(q.id)] =
        q.type === 'photo' ? progressFormMessages.photo : progressFormMessages.required;
  return missing;
}

function answerOf(question: ProgressQuestion, value: AnswerValue): number | string {
  if (typeof value === 'object' && value !== null) return value.upload;
  if (typeof value === 'string') return question.type === 'text' ? value.trim() : value;
  return value as number;
}

/** The body of the submission: the values given, the answers given. */
export function progressBody(form: ProgressFormShape, values: ProgressValues): ProgressSubmitBody {
  return {
    metrics: form.categories.flatMap((c) => {
      const value = values.metrics[c.id];
      return typeof value === 'number' ? [{ category_id: c.id, value }] : [];
    }),
    answers: questionsOf(form).flatMap((q) => {
      const value = values.answers[q.id];
      return isEmpty(value) ? [] : [{ question_id: q.id, value: answerOf(q, value!) }];
    }),
  };
}

/** The server's field errors on the fields the form shows; `metrics` goes on the first value. */
export function placeProgressErrors(form: ProgressFormShape, fields: Record<string, string>) {
  const placed: Record<string, string> = {};
  const other: string[] = [];
  const known = new Set([
    ...form.categories.map((c) => metricField(c.id)),
    ...questionsOf(form).map((q) => answerField(q.id)),
  ]);
  for (const [field, message] of Object.entries(fields)) {
    if (known.has(field)) placed[field] = message;
    else if (field === 'metrics' && form.categories[0])
      placed[metricField(form.categories[0].id)] = message;
    else other.push(message);
  }
  return { placed, other };
}
