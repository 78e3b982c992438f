import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { transactionKeys } from './keys';

/** Spec section 3: a deletable row, sent back as it came to delete it. */
export interface TransactionRow {
  id: string;
  date: string;
  amount: number;
  detail: string;
}

export interface PropertyTransactions {
  income: TransactionRow[];
  expenses: TransactionRow[];
  deposits: TransactionRow[];
  lc_payments: TransactionRow[];
}

export interface LlcTransactions {
  expenses: TransactionRow[];
}

export const propertyTransactionsQuery = (propertyName: string) =>
  queryOptions({
    queryKey: transactionKeys.property(propertyName),
    queryFn: ({ signal }) => api.get('/admin/get_property_txns', { query: { selectedProperty: propertyName }, signal }),
  });

export const llcTransactionsQuery = (llcName: string) =>
  queryOptions({
    queryKey: transactionKeys.llc(llcName),
    queryFn: ({ signal }) => api.get('/admin/get_llc_txns', { query: { selectedLLC: llcName }, signal }),
  });

/** Idle until a property is chosen. */
export function usePropertyTransactions(propertyName: string) {
  return useQuery({ ...propertyTransactionsQuery(propertyName), enabled: propertyName !== '' });
}

/** Idle until an LLC is chosen. */
export function useLlcTransactions(llcName: string) {
  return useQuery({ ...llcTransactionsQuery(llcName), enabled: llcName !== '' });
}
