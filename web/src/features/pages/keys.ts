import type { PageListQuery } from '@coachline/contract/pages';

// Query keys of the pages, their downloads and members, and the contacts' pages. Every page
// write invalidates `all`.

export const pageKeys = {
  all: ['pages'] as const,
  list: (query: PageListQuery) => ['pages', 'list', query] as const,
  pickable: (search: string) => ['pages', 'pickable', search] as const,
  details: (pageId: number) => ['pages', 'details', pageId] as const,
  downloads: (pageId: number) => ['pages', 'downloads', pageId] as const,
  members: (pageId: number, page: number) => ['pages', 'members', pageId, page] as const,
  ofContact: (contactId: number, page: number) => ['pages', 'contact', contactId, page] as const,
};
