import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { summaryKeys } from './keys';

/** The firm's totals, as the contract declares them (dollars). */
export type AdminSummary = GetAnswer<'/admin/get_admin_summary'>;

export const adminSummaryQuery = queryOptions({
  queryKey: summaryKeys.totals(),
  queryFn: ({ signal }) => api.get('/admin/get_admin_summary', { signal }),
});

export function useAdminSummary() {
  return useQuery(adminSummaryQuery);
}
