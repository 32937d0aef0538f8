import { z } from 'zod';
import { endpoint } from './endpoint';

// The activity feed (001 §7 Content setting, rewards, activity, scheduled): what happened in the
// accessed location lately, newest first: messages sent, SMS replies, imports ended, contacts
// who unsubscribed or resubscribed, emails that bounced. It is read from the areas' own tables
// (server/src/features/activity-feed), each kind shown only to users who may view its area.

export const activityKinds = [
  'email_sent',
  'sms_sent',
  'sms_received',
  'import_completed',
  'import_failed',
  'unsubscribed',
  'resubscribed',
  'bounced',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const activityFeedMessages = {
  badCursor: 'This page of the activity feed is not valid. Start again from the newest.',
} as const;

export const activityItem = z.object({
  /** Unique in the feed: the source and its row. */
  id: z.string(),
  kind: z.enum(activityKinds),
  /** ISO time. */
  at: z.string(),
  contact_id: z.number().int().nullable(),
  /** The contact's name now; null when the activity names no contact or it is gone. */
  contact_name: z.string().nullable(),
  /** What the kind says more: a subject, an SMS's first words, an import's file and counts. */
  detail: z.string().nullable(),
});
export type ActivityItem = z.output<typeof activityItem>;

/** A page of the feed: `cursor` is the `next_cursor` of the page before, none for the newest. */
export const activityFeedQuery = z.object({
  cursor: z.string().max(1_000).optional(),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
export const activityFeedResponse = z.object({
  status: z.literal(1),
  data: z.array(activityItem),
  /** Null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ActivityFeedResponse = z.output<typeof activityFeedResponse>;

/** The newest activities and how many of them are newer than `since` (the last look). */
export const activityNotificationQuery = z.object({
  since: z.iso.datetime({ offset: true }).max(40).optional(),
});
export const activityNotificationResponse = z.object({
  status: z.literal(1),
  data: z.array(activityItem),
  unseen: z.number().int(),
});

const activity = { tag: 'activity-feed' } as const;

export const activityFeedEndpoints = {
  module: endpoint({
    ...activity,
    method: 'GET',
    path: 'activity-feed/get-activity-module',
    permission: 'member',
    description:
      'The accessed location’s activity, newest first, a page at a time (by cursor), of the areas the user may view.',
    query: activityFeedQuery,
    response: activityFeedResponse,
  }),
  notification: endpoint({
    ...activity,
    method: 'GET',
    path: 'activity-feed/get-notification',
    permission: 'member',
    description: 'The ten newest activities, and how many of them came after `since`.',
    query: activityNotificationQuery,
    response: activityNotificationResponse,
  }),
};
