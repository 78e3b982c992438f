import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { downloadCsv } from '../../../lib/download-csv';
import type { InvestorReturns } from './answers';
import { investorSummaryKeys } from './keys';
import { useLoggedError } from './use-logged-error';

/** No property name asks for the whole portfolio. */
const returnsQuery = (investorName: string, propertyName: string | undefined) => ({
  investor_name: investorName,
  property_name: propertyName,
});

/** The returns of docs/figures.md (Returns) as of today: the whole portfolio, or one property. */
export function useInvestorReturns(investorName: string, propertyName?: string) {
  const query = useQuery({
    queryKey: investorSummaryKeys.returns(investorName, propertyName ?? ''),
    queryFn: ({ signal }) => api.get('/api/investor_returns', { query: returnsQuery(investorName, propertyName), signal }),
  });
  useLoggedError(query.error, 'investor returns');
  return query;
}

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
