import type { TemplateFilter, TemplateListQuery } from '@coachline/contract/templates';

// Query keys of the template library.

export const templateKeys = {
  all: ['templates'] as const,
  categories: (type: TemplateFilter) => ['templates', 'categories', type] as const,
  list: (query: TemplateListQuery) => ['templates', 'list', query] as const,
  logs: (templateId: number | null, page: number) =>
    ['templates', 'logs', templateId, page] as const,
};
