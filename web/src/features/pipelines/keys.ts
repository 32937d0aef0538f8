import type { PipelineListQuery } from '@coachline/contract/pipelines';

// Query keys of pipelines, apart from the hooks so the contact centre can name them. A board's
// queries sit under `board(id)`: its stages, each column's pages of cards, its history and
// analytics.

export const pipelineKeys = {
  all: ['pipelines'] as const,
  lists: ['pipelines', 'list'] as const,
  list: (query: PipelineListQuery) => ['pipelines', 'list', query] as const,
  pickable: ['pipelines', 'pickable'] as const,
  categories: ['pipelines', 'categories'] as const,
  template: ['pipelines', 'template'] as const,
  board: (id: number) => ['pipelines', 'board', id] as const,
  stages: (id: number) => ['pipelines', 'board', id, 'stages'] as const,
  columns: (id: number) => ['pipelines', 'board', id, 'columns'] as const,
  column: (id: number, stageId: number, search: string) =>
    ['pipelines', 'board', id, 'columns', stageId, search] as const,
  histories: (id: number) => ['pipelines', 'board', id, 'history'] as const,
  history: (id: number, page: number, contactId?: number) =>
    ['pipelines', 'board', id, 'history', page, contactId ?? null] as const,
  analytics: (id: number) => ['pipelines', 'board', id, 'analytics'] as const,
  contacts: ['pipelines', 'contact'] as const,
  contact: (contactId: number) => ['pipelines', 'contact', contactId] as const,
};

/**
 * What a card's move changes beside the columns, which show it at once: the counts of the
 * stages and lists, the history, the analytics and the contact's pipelines.
 */
export const movedKeys = (id: number) => [
  pipelineKeys.lists,
  pipelineKeys.pickable,
  pipelineKeys.stages(id),
  pipelineKeys.histories(id),
  pipelineKeys.analytics(id),
  pipelineKeys.contacts,
];
