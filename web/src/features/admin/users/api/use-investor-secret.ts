import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../../lib/api';
import { userKeys } from './keys';

/** Asks for an investor's registration secret on demand; secrets are never kept in the cache. */
export function useFetchInvestorSecret(): (investorName: string) => Promise<string> {
  const queryClient = useQueryClient();
  return useCallback(
    (investorName: string) =>
      queryClient.fetchQuery({
        queryKey: userKeys.secret(investorName),
        queryFn: async ({ signal }) => {
          const body = await api.get('/admin/get_investor_secret', {
            query: { investor_name: investorName },
            signal,
          });
          return String(body?.investor_secret ?? '');
        },
        staleTime: 0,
        gcTime: 0,
      }),
    [queryClient],
  );
}
