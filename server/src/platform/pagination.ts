import type { PageQuery, Paginated } from '@coachline/contract/api';

// Offset paging as every list answers it (`pageQuery` in, `paginated` out, contract/api.ts).

/** The rows before the page: page 1 starts at 0. */
export const offsetOf = (query: PageQuery): number => (query.page - 1) * query.per_page;

/** The page's data with its position in the whole list; an empty list still has one page. */
export function presentPage<T>(
  data: T[],
  total: number,
  page: number,
  perPage: number,
): Paginated<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
