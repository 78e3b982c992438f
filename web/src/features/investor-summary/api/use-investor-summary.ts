import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { investorSummaryKeys } from './keys';
import type { InvestorSummary } from './types';
import { useLoggedError } from './use-logged-error';

/** An answer without a body is "no data", like an error. */
function summaryOrNull(body: InvestorSummary | undefined): InvestorSummary | null {
  return typeof body === 'object' && body !== null ? body : null;
}

/** `investorName` '' asks for the signed-in investor's own summary: the server answers it when the name is absent. */
export const investorSummaryQuery = (investorName: string) =>
  queryOptions({
    queryKey: investorSummaryKeys.summary(investorName),
    queryFn: async ({ signal }) =>
      summaryOrNull(
        await api.get<InvestorSummary | undefined>('/api/investor_summary', {
          query: { investor_name: investorName === '' ? undefined : investorName },
          signal,
        }),
      ),
  });

/** The summary of `investorName`, or of the signed-in investor when it is absent. */
export function useInvestorSummary(investorName: string | undefined) {
  const query = useQuery(investorSummaryQuery(investorName ?? ''));
  useLoggedError(query.error, 'investor summary');
  return query;
}
