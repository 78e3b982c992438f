import type { QueryClient } from '@tanstack/react-query';
import { PUBLIC_QUERY_ROOT } from '../../../lib/query-client';
import { adminKeys } from '../../../lib/admin-keys';
import type { Touches } from './touches';

/** Query roots an admin write never changes: the session check and the public configuration. */
const UNAFFECTED_ROOTS = new Set<unknown>([PUBLIC_QUERY_ROOT, 'auth']);

/**
 * Refetches the admin queries a write changed. Other features' reports over the same ledger
 * (the investor summary) are only marked stale, so they refetch when next shown.
 */
export function refreshAfterWrite(queryClient: QueryClient, touched: Touches): void {
  for (const queryKey of touched) void queryClient.invalidateQueries({ queryKey });
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [root] }) => root !== adminKeys.all[0] && !UNAFFECTED_ROOTS.has(root),
    refetchType: 'none',
  });
}
