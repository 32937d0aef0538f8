import type { JourneyListQuery } from '@coachline/contract/journeys';

// Query keys of journeys, apart from the hooks so the contact centre can name them. Every
// write invalidates `all`: a card's change shows on the list's counts and the builder alike.

export const journeyKeys = {
  all: ['journeys'] as const,
  list: (query: JourneyListQuery) => ['journeys', 'list', query] as const,
  pickable: ['journeys', 'pickable'] as const,
  details: (id: number) => ['journeys', 'details', id] as const,
  links: (id: number) => ['journeys', 'links', id] as const,
  users: (id: number, query: object) => ['journeys', 'users', id, query] as const,
  histories: (id: number, page: number, contactId?: number) =>
    ['journeys', 'histories', id, page, contactId ?? null] as const,
  contact: (contactId: number, page: number) => ['journeys', 'contact', contactId, page] as const,
};
