// Query keys of groups, apart from the hooks so other features can name them in their writes'
// invalidations without loading the group screens.

export const groupKeys = {
  all: ['groups'] as const,
  list: (page: number, search: string, perPage: number) =>
    ['groups', 'list', page, search, perPage] as const,
  members: (groupId: number, page: number, perPage: number) =>
    ['groups', 'members', groupId, page, perPage] as const,
  ofContact: (contactId: number) => ['groups', 'of-contact', contactId] as const,
};
