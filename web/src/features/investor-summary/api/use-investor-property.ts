import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOW, timeQuery, type ReportTime } from '../../../lib/report-time';
import { investorSummaryKeys, keepWhileTimeChanges } from './keys';
import { useLoggedError } from './use-logged-error';

export const investorPropertyQuery = (investorName: string, propertyName: string, time: ReportTime = NOW) =>
  queryOptions({
    queryKey: investorSummaryKeys.property(investorName, propertyName, time),
    queryFn: async ({ signal }) => {
      const body = await api.get('/api/investor_property', {
        query: { property_name: propertyName, investor_name: investorName, ...timeQuery(time) },
        signal,
      });
      return typeof body === 'object' && body !== null ? body : null;
    },
  });

/** One investor's figures in one property (the property detail panel), at `time` (today unless given). */
export function useInvestorProperty(investorName: string, propertyName: string, time: ReportTime = NOW) {
  const options = investorPropertyQuery(investorName, propertyName, time);
  const query = useQuery({ ...options, placeholderData: keepWhileTimeChanges(options.queryKey) });
  useLoggedError(query.error, 'investor property');
  return query;
}
