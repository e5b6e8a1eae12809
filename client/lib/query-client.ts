import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** The specification's cache defaults (section 9): stale after 15 min, kept 30 min, retry once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15 * MINUTE,
        gcTime: 30 * MINUTE,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
      },
      mutations: { retry: 1 },
    },
  });
}
