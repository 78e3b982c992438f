import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOW, timeQuery, type ReportTime } from '../../../lib/report-time';
import { investorSummaryKeys, keepWhileTimeChanges } from './keys';
import { useLoggedError } from './use-logged-error';

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

/** The summary of `investorName`, or of the signed-in investor when it is absent, at `time` (today unless given). */
export function useInvestorSummary(investorName: string | undefined, time: ReportTime = NOW) {
  const options = investorSummaryQuery(investorName ?? '', time);
  const query = useQuery({ ...options, placeholderData: keepWhileTimeChanges(options.queryKey) });
  useLoggedError(query.error, 'investor summary');
  return query;
}
