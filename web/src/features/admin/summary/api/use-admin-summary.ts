import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { summaryKeys } from './keys';

/** Spec section 3, "Admin summary response" (dollars). */
export interface AdminSummary {
  total_cash: number;
  total_investments: number;
  total_income: number;
  total_expenses: number;
  total_deposits: number;
}

export const adminSummaryQuery = queryOptions({
  queryKey: summaryKeys.totals(),
  queryFn: ({ signal }) => api.get('/admin/get_admin_summary', { signal }),
});

export function useAdminSummary() {
  return useQuery(adminSummaryQuery);
}
