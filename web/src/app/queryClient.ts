import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The queries a successful write makes stale: each feature's key factory names them. */
      invalidates?: QueryKey[];
    };
  }
}

export const queryClient = new QueryClient({
  // One place refreshes after writes, so a mutation only declares what it changes. Not awaited:
  // the write's own onSuccess (toast, closing a form) does not wait for the refetches.
  mutationCache: new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => {
      for (const queryKey of mutation.meta?.invalidates ?? []) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  }),
  // The API client already reports every failure (000 §8), so a retry would only repeat it.
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
