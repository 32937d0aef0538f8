// Query keys of tags, apart from the hooks so other features can name them in their writes'
// invalidations without loading the tag screens.

export const tagKeys = {
  all: ['tags'] as const,
  list: ['tags', 'list'] as const,
  contacts: (tagId: number, page: number) => ['tags', 'contacts', tagId, page] as const,
};
