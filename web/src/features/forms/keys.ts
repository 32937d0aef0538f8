import type { FormListQuery } from '@coachline/contract/forms';

// Query keys of the forms and their questions. Every write invalidates `all`.

export const formKeys = {
  all: ['forms'] as const,
  list: (query: FormListQuery) => ['forms', 'list', query] as const,
  details: (formId: number) => ['forms', 'details', formId] as const,
  questions: (formId: number) => ['forms', 'questions', formId] as const,
};
