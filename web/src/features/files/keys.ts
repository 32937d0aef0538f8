import type { FileListQuery } from '@coachline/contract/files';

// Query keys of the file manager.

export const fileKeys = {
  all: ['files'] as const,
  list: (query: Partial<FileListQuery>) => ['files', 'list', query] as const,
  users: (fileId: number) => ['files', 'users', fileId] as const,
  pickable: (search: string) => ['files', 'list-all', search] as const,
  contact: (contactId: number, page: number) => ['files', 'contact', contactId, page] as const,
};
