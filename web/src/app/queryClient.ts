import { QueryClient } from '@tanstack/react-query';

// The API client already reports every failure (000 §8), so a retry would only repeat it.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
