import { QueryClient } from '@tanstack/react-query';

/** Root key of queries that do not belong to a signed-in user and survive sign-out. */
export const PUBLIC_QUERY_ROOT = 'public';

/**
 * A failed query is not tried again here: the API client already sent again what a moment may mend
 * (a read after a 503 or a network failure, lib/api.ts), and a 4xx or another 5xx answers the same
 * way again. So a user sees a failure after three requests at most, not three times three.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Forgets everything fetched for the signed-in user (sign-out, lost session, new sign-in). */
export function clearSessionCache(queryClient: QueryClient): void {
  queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== PUBLIC_QUERY_ROOT }).catch(() => {});
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== PUBLIC_QUERY_ROOT });
  queryClient.getMutationCache().clear();
}
