import type { ImageListQuery } from '@coachline/contract/image-library';

// Query keys of the image library.

export const imageKeys = {
  all: ['images'] as const,
  types: ['images', 'types'] as const,
  list: (query: Partial<ImageListQuery>) => ['images', 'list', query] as const,
  free: (search: string, page: number) => ['images', 'free', search, page] as const,
};
