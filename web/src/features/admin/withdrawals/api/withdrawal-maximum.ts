import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { withdrawalKeys } from './keys';

function numberOr0(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** Asks for a maximum; a missing or unreadable one is 0 (nothing can be withdrawn). */
function maximumQuery(queryKey: readonly unknown[], ask: (signal: AbortSignal) => Promise<unknown>) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        return numberOr0(await ask(signal));
      } catch (error) {
        // A fetch cancelled because its form moved on (reset, new selection) is no failure.
        if (!signal.aborted) console.error('Error fetching maximum withdrawal:', error);
        throw error;
      }
    },
    // A maximum moves with every record: always ask afresh for a new selection.
    staleTime: 0,
  });
}

export const cashMaximumQuery = (investorName: string) =>
  maximumQuery(
    withdrawalKeys.cash(investorName),
    async (signal) =>
      (await api.get('/admin/get_max_cash_withdrawal', { query: { investor_name: investorName }, signal }))?.max_cash_withdrawal,
  );

export const investmentMaximumQuery = (investorName: string, propertyName: string) =>
  maximumQuery(
    withdrawalKeys.investment(investorName, propertyName),
    async (signal) =>
      (
        await api.get('/admin/get_max_investment_withdrawal', {
          query: { investor_name: investorName, property_name: propertyName },
          signal,
        })
      )?.max_investment_withdrawal,
  );

export const depositMaximumQuery = (propertyName: string) =>
  maximumQuery(
    withdrawalKeys.deposit(propertyName),
    async (signal) =>
      (await api.get('/admin/get_max_deposit_withdrawal', { query: { property_name: propertyName }, signal }))?.max_deposit_withdrawal,
  );

export type MaximumQuery = ReturnType<typeof cashMaximumQuery>;

export interface WithdrawalMaximum {
  /** The limit the amount is checked against: 0 until a fetch for the current selection answers. */
  maximum: number;
  /** 'idle' until every selector is chosen, 'fetching' while the server is asked. */
  status: 'idle' | 'fetching' | 'ready';
}

/** The maximum for the chosen selection, fetched once `enabled`; 0 on failure. */
export function useWithdrawalMaximum(query: MaximumQuery, enabled: boolean): WithdrawalMaximum {
  const { data, isFetching } = useQuery({ ...query, enabled });
  if (!enabled) return { maximum: 0, status: 'idle' };
  if (isFetching) return { maximum: 0, status: 'fetching' };
  return { maximum: data ?? 0, status: 'ready' };
}
