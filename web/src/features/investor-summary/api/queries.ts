import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOW, reportTimeOf, timeQuery, type ReportTime } from '../../../lib/report-time';
import { investorSummaryKeys } from './keys';

// The page's two first calls as queries, apart from the page's hooks: the app's first code asks for
// them (prefetchOwnSummary) without carrying the page.

/** `investorName` '' asks for the signed-in investor's own summary: the server answers it when the name is absent. */
export const investorSummaryQuery = (investorName: string, time: ReportTime = NOW) =>
  queryOptions({
    queryKey: investorSummaryKeys.summary(investorName, time),
    queryFn: async ({ signal }) => {
      const body = await api.get('/api/investor_summary', {
        query: { investor_name: investorName === '' ? undefined : investorName, ...timeQuery(time) },
        signal,
      });
      return typeof body === 'object' && body !== null ? body : null; // no body: "no data", like an error
    },
  });

/** `investorName` '' asks for the signed-in investor's own returns; no property name, for the whole portfolio. */
export const returnsQuery = (investorName: string, propertyName: string | undefined) => ({
  investor_name: investorName === '' ? undefined : investorName,
  property_name: propertyName,
});

export const investorReturnsQuery = (investorName: string, propertyName: string | undefined, time: ReportTime) =>
  queryOptions({
    queryKey: investorSummaryKeys.returns(investorName, propertyName ?? '', time),
    queryFn: ({ signal }) =>
      api.get('/api/investor_returns', { query: { ...returnsQuery(investorName, propertyName), ...timeQuery(time) }, signal }),
  });

/**
 * Starts the signed-in investor's own summary and returns (route `/investor`, at the view in time
 * its URL names) into the cache, under the keys the page reads them with: asked beside the role
 * check instead of after it and the page's code, they are there about when the page is
 * (docs/decisions/react-in-production.md). An investor's page never reads `known_on`.
 */
export function prefetchOwnSummary(queryClient: QueryClient, search: string): void {
  const time = reportTimeOf(new URLSearchParams(search), { knownOn: false });
  void queryClient.prefetchQuery(investorSummaryQuery('', time));
  void queryClient.prefetchQuery(investorReturnsQuery('', undefined, time));
}
