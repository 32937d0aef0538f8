// Query keys of the activity feed, apart from the hooks so other features can name them.

export const activityKeys = {
  all: ['activity-feed'] as const,
  feed: ['activity-feed', 'feed'] as const,
};
