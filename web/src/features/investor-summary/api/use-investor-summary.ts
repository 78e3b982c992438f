import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { investorSummaryKeys } from './keys';
import { useLoggedError } from './use-logged-error';

/** `investorName` '' asks for the signed-in investor's own summary: the server answers it when the name is absent. */
export const investorSummaryQuery = (investorName: string) =>
  queryOptions({
    queryKey: investorSummaryKeys.summary(investorName),
    queryFn: async ({ signal }) => {
      const body = await api.get('/api/investor_summary', {
        query: { investor_name: investorName === '' ? undefined : investorName },
        signal,
      });
      return typeof body === 'object' && body !== null ? body : null; // no body: "no data", like an error
    },
  });

/** The summary of `investorName`, or of the signed-in investor when it is absent. */
export function useInvestorSummary(investorName: string | undefined) {
  const query = useQuery(investorSummaryQuery(investorName ?? ''));
  useLoggedError(query.error, 'investor summary');
  return query;
}
