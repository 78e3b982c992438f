import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** Root key of queries that do not belong to a signed-in user and survive sign-out. */
export const PUBLIC_QUERY_ROOT = 'public';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same way again; network trouble and 5xx get two more tries.
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
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
