import type { FileListQuery } from '@coachline/contract/files';

// Query keys of the file manager.

export const fileKeys = {
  all: ['files'] as const,
  list: (query: Partial<FileListQuery>) => ['files', 'list', query] as const,
};
