import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { transactionKeys } from './keys';

export type PropertyTransactions = GetAnswer<'/admin/get_property_txns'>;
export type LlcTransactions = GetAnswer<'/admin/get_llc_txns'>;
/** A deletable row, sent back as it came to delete it. */
export type TransactionRow = PropertyTransactions['income'][number];

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
