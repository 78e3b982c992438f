import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { investorSummaryKeys } from './keys';
import { useLoggedError } from './use-logged-error';

export const investorPropertyQuery = (investorName: string, propertyName: string) =>
  queryOptions({
    queryKey: investorSummaryKeys.property(investorName, propertyName),
    queryFn: async ({ signal }) => {
      const body = await api.get('/api/investor_property', {
        query: { property_name: propertyName, investor_name: investorName },
        signal,
      });
      return typeof body === 'object' && body !== null ? body : null;
    },
  });

/** One investor's figures in one property (the property detail panel). */
export function useInvestorProperty(investorName: string, propertyName: string) {
  const query = useQuery(investorPropertyQuery(investorName, propertyName));
  useLoggedError(query.error, 'investor property');
  return query;
}
