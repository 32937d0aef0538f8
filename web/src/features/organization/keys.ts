import type { UserListQuery } from '@coachline/contract/organization';

// Query keys of organization administration (Admin Settings' Locations and Users tabs).

export const organizationKeys = {
  all: ['organization'] as const,
  locations: ['organization', 'locations'] as const,
  users: (query: UserListQuery) => ['organization', 'users', query] as const,
  allUsers: ['organization', 'users'] as const,
  user: (id: number) => ['organization', 'user', id] as const,
};
