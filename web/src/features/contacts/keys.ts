import type { contactListQuery } from '@coachline/contract/contacts';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { groupKeys } from '../groups/keys';
import { sessionKeys } from '../session/keys';
import { tagKeys } from '../tags/keys';

// Query keys of the contact centre and the profile, for every subfolder and for the tag and
// group screens, whose writes change contacts too.

export const contactKeys = {
  all: ['contacts'] as const,
  lists: ['contacts', 'list'] as const,
  list: (query: z.input<typeof contactListQuery>) => ['contacts', 'list', query] as const,
  /** Under the lists, so every write that changes them refreshes the chart too. */
  chart: (date: string | null) => ['contacts', 'list', 'chart', date] as const,
  deletedLists: ['contacts', 'deleted'] as const,
  deleted: (page: number, search: string) => ['contacts', 'deleted', page, search] as const,
  picker: (search: string) => ['contacts', 'all', search] as const,
  details: ['contacts', 'detail'] as const,
  detail: (id: number) => ['contacts', 'detail', id] as const,
  profiles: ['contacts', 'profile'] as const,
  profile: (id: number) => ['contacts', 'profile', id] as const,
  notes: (id: number, page: number) => ['contacts', 'profile', id, 'notes', page] as const,
  rewards: (id: number) => ['contacts', 'profile', id, 'rewards'] as const,
  lifecycles: (id: number, page: number) =>
    ['contacts', 'profile', id, 'lifecycles', page] as const,
  stats: (id: number) => ['contacts', 'profile', id, 'stats'] as const,
  features: (id: number) => ['contacts', 'profile', id, 'features'] as const,
  tabs: ['contacts', 'tabs'] as const,
  preferences: ['contacts', 'preferences'] as const,
  customFields: ['contacts', 'custom-fields'] as const,
  phoneCountry: ['contacts', 'phone-country'] as const,
  importLogs: ['contacts', 'import-logs'] as const,
  imported: (importId: number, kind: 'created' | 'updated', page: number) =>
    ['contacts', 'import-logs', importId, kind, page] as const,
};

/**
 * What a write that adds, removes or moves contacts refreshes: the lists and their tab counts,
 * the deleted list, and the contact counts of tags and groups.
 */
export const contactListKeys: QueryKey[] = [
  contactKeys.lists,
  contactKeys.tabs,
  contactKeys.deletedLists,
  tagKeys.all,
  groupKeys.all,
];

/** What a write that adds or removes contacts refreshes: the lists, and the plan's usage. */
export const contactCountKeys: QueryKey[] = [...contactListKeys, sessionKeys.membership];
