import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { downloadCsv } from '../../../lib/download-csv';
import type { InvestorReturns } from './answers';
import { investorSummaryKeys } from './keys';
import { useLoggedError } from './use-logged-error';

/** `investorName` '' asks for the signed-in investor's own returns; no property name, for the whole portfolio. */
const returnsQuery = (investorName: string, propertyName: string | undefined) => ({
  investor_name: investorName === '' ? undefined : investorName,
  property_name: propertyName,
});

const investorReturnsQuery = (investorName: string, propertyName?: string) =>
  queryOptions({
    queryKey: investorSummaryKeys.returns(investorName, propertyName ?? ''),
    queryFn: ({ signal }) => api.get('/api/investor_returns', { query: returnsQuery(investorName, propertyName), signal }),
  });

/** The returns of docs/figures.md (Returns) as of today: the whole portfolio, or one property. */
export function useInvestorReturns(investorName: string, propertyName?: string) {
  const query = useQuery(investorReturnsQuery(investorName, propertyName));
  useLoggedError(query.error, 'investor returns');
  return query;
}

/** Starts fetching the portfolio's returns alongside the summary, so they are there when the summary shows. */
export const usePrefetchInvestorReturns = (investorName: string) => usePrefetchQuery(investorReturnsQuery(investorName));

/** Saves the flows behind loaded returns as CSV (flows-investor[-property]-as_of.csv), for a spreadsheet's XIRR. */
export const downloadFlows = ({
  investor_name,
  property_name,
  as_of,
}: Pick<InvestorReturns, 'investor_name' | 'property_name' | 'as_of'>) =>
  downloadCsv(
    () => api.download('/api/investor_returns.csv', { query: { ...returnsQuery(investor_name, property_name ?? undefined), as_of } }),
    ['flows', investor_name, ...(property_name === null ? [] : [property_name]), as_of],
  );
