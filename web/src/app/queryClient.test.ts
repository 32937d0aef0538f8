import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './queryClient';

afterEach(() => queryClient.clear());

function write(outcome: 'succeeds' | 'fails') {
  return queryClient
    .getMutationCache()
    .build(queryClient, {
      mutationFn: async () => {
        if (outcome === 'fails') throw new Error('refused');
        return 'saved';
      },
      meta: { invalidates: [['tags'], ['contacts', 'profile']] },
    })
    .execute(undefined)
    .catch(() => undefined);
}

describe('the invalidations a write declares', () => {
  it('make the queries under each key stale once the write succeeds, and no others', async () => {
    queryClient.setQueryData(['tags', 'list'], []);
    queryClient.setQueryData(['contacts', 'profile', 7, 'notes', 1], []);
    queryClient.setQueryData(['contacts', 'list', {}], []);
    await write('succeeds');
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(['tags', 'list'])).toBe(true);
    expect(stale(['contacts', 'profile', 7, 'notes', 1])).toBe(true);
    expect(stale(['contacts', 'list', {}])).toBe(false);
  });

  it('leave the cache alone when the write fails', async () => {
    queryClient.setQueryData(['tags', 'list'], []);
    await write('fails');
    expect(queryClient.getQueryState(['tags', 'list'])?.isInvalidated).toBe(false);
  });
});
