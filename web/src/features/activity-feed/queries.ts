import { activityFeedEndpoints } from '@coachline/contract/activity-feed';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { activityKeys } from './keys';

// The accessed location's activity (001 §7), a page at a time: each page's cursor reads on
// below the one before.

const perPage = 10;

export function useActivityFeed(enabled = true) {
  return useInfiniteQuery({
    queryKey: activityKeys.feed,
    queryFn: ({ signal, pageParam }) =>
      api.call(
        activityFeedEndpoints.module,
        { query: { per_page: perPage, ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
    refetchInterval: 60_000,
  });
}
