import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { propertyDetailKeys } from './keys';

/** A dated row; `detail` is the investor, description or notes (DOMAIN.md, "Admin figures"). */
export interface DetailRow {
  date: string;
  amount: number;
  detail: string;
}

export interface PropertyInvestor {
  investor_name: string;
  total_amount: number;
}

/** Spec section 3, "Property details response". */
export interface PropertyDetails {
  total_investments: number;
  total_income: number;
  total_expenses: number;
  total_deposits: number;
  investments: DetailRow[];
  income: DetailRow[];
  expenses: DetailRow[];
  deposits: DetailRow[];
  investors_list: PropertyInvestor[];
}

export const propertyDetailsQuery = (propertyName: string) =>
  queryOptions({
    queryKey: propertyDetailKeys.of(propertyName),
    queryFn: ({ signal }) => api.get('/admin/get_property_details', { query: { selectedProperty: propertyName }, signal }),
  });

/** Idle until a property is chosen. */
export function usePropertyDetails(propertyName: string) {
  return useQuery({ ...propertyDetailsQuery(propertyName), enabled: propertyName !== '' });
}
