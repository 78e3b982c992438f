import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../../lib/api';
import { withdrawalKeys } from './keys';

function numberOr0(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

function maximumQuery(queryKey: readonly unknown[], path: string, field: string, query: QueryParams) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        const body = await api.get<Record<string, unknown> | undefined>(path, { query, signal });
        return numberOr0(body?.[field]); // spec section 7: default 0
      } catch (error) {
        console.error('Error fetching maximum withdrawal:', error);
        throw error;
      }
    },
    // A maximum moves with every record: always ask afresh for a new selection.
    staleTime: 0,
    retry: false,
  });
}

export const cashMaximumQuery = (investorName: string) =>
  maximumQuery(withdrawalKeys.cash(investorName), '/admin/get_max_cash_withdrawal', 'max_cash_withdrawal', {
    investor_name: investorName,
  });

export const investmentMaximumQuery = (investorName: string, propertyName: string) =>
  maximumQuery(
    withdrawalKeys.investment(investorName, propertyName),
    '/admin/get_max_investment_withdrawal',
    'max_investment_withdrawal',
    { investor_name: investorName, property_name: propertyName },
  );

export const depositMaximumQuery = (propertyName: string) =>
  maximumQuery(withdrawalKeys.deposit(propertyName), '/admin/get_max_deposit_withdrawal', 'max_deposit_withdrawal', {
    property_name: propertyName,
  });

export type MaximumQuery = ReturnType<typeof cashMaximumQuery>;

/** The fetched maximum once `enabled` (every selector chosen); 0 before, while loading and on failure. */
export function useWithdrawalMaximum(query: MaximumQuery, enabled: boolean): number {
  const { data } = useQuery({ ...query, enabled });
  return enabled ? (data ?? 0) : 0;
}
