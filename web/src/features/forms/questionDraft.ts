import {
  isChoiceType,
  type Question,
  type QuestionType,
  ratingMaxDefault,
  type SaveQuestionBody,
} from '@coachline/contract/forms';

// The rules of the question editor: what a question starts with, what changing its type keeps,
// and what is sent (options only for the choice types, a highest rating only for a rating).

export type QuestionDraft = SaveQuestionBody & {
  options: string[];
  description: string;
  is_required: boolean;
};

export const blankQuestion: QuestionDraft = {
  type: 'short_text',
  title: '',
  description: '',
  is_required: false,
  options: [],
};

export function draftOf(question: Question | null): QuestionDraft {
  if (!question) return blankQuestion;
  return {
    id: question.id,
    type: question.type,
    title: question.title,
    description: question.description,
    is_required: question.is_required,
    options: question.options,
    ...(question.max === null ? {} : { max: question.max }),
  };
}

/** A choice question starts with two options to rename; a rating from 1 to 5. */
export function retyped(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  const options =
    isChoiceType(type) && draft.options.length === 0 ? ['Option 1', 'Option 2'] : draft.options;
  const max = type === 'rating' ? (draft.max ?? ratingMaxDefault) : undefined;
  const { max: _, ...rest } = draft;
  return { ...rest, type, options, ...(max === undefined ? {} : { max }) };
}

/** What save-question receives: the type's own settings only. */
export function questionToSend<T extends SaveQuestionBody>(values: T): T {
  const { max, ...rest } = values;
  return {
    ...rest,
    options: isChoiceType(values.type) ? (values.options ?? []) : [],
    ...(values.type === 'rating' ? { max: max ?? ratingMaxDefault } : {}),
  } as T;
}
