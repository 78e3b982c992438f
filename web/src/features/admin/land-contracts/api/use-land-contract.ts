import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError, type GetAnswer } from '../../../../lib/api';
import { downloadCsv } from '../../../../lib/download-csv';
import { landContractKeys } from './keys';

/** A contract as the server services it (docs/land-contracts.md): terms, status, totals, plan, history, fees. */
export type LandContract = GetAnswer<'/admin/land_contract'>;
export type Receipt = LandContract['history'][number];
export type Installment = LandContract['schedule'][number];
export type LateFee = LandContract['late_fees'][number];
export type Payoff = GetAnswer<'/admin/land_contract_payoff'>;

/** A Land Contract property and its latest contract; `contract` is null while it has none (the server's 404). */
export interface PropertyContract {
  propertyName: string;
  contract: LandContract | null;
}

export const landContractQuery = (propertyName: string) =>
  queryOptions({
    queryKey: landContractKeys.of(propertyName),
    queryFn: async ({ signal }): Promise<PropertyContract> => {
      try {
        return { propertyName, contract: await api.get('/admin/land_contract', { query: { property_name: propertyName }, signal }) };
      } catch (error) {
        if (isApiError(error) && error.status === 404) return { propertyName, contract: null };
        throw error;
      }
    },
  });

/** Idle until a property is chosen. */
export function useLandContract(propertyName: string) {
  return useQuery({ ...landContractQuery(propertyName), enabled: propertyName !== '' });
}

/** The payoff good through a day, asked once the day is chosen; a refusal (409) is the query's error. */
export function usePayoff(propertyName: string, goodThrough: string) {
  return useQuery({
    queryKey: landContractKeys.payoff(propertyName, goodThrough),
    queryFn: ({ signal }) =>
      api.get('/admin/land_contract_payoff', { query: { property_name: propertyName, good_through: goodThrough }, signal }),
    enabled: propertyName !== '' && goodThrough !== '',
  });
}

/** The buyer's year-end statement (Form 1098 data) of one contract and year. */
export const downloadStatementCsv = (propertyName: string, year: string, contractId: string) =>
  downloadCsv(
    () => api.download('/admin/land_contract_statement.csv', { query: { property_name: propertyName, year, contract_id: contractId } }),
    ['lc-statement', propertyName, year],
  );
