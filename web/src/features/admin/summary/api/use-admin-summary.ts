import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { NOW, timeQuery, type ReportTime } from '../../../../lib/report-time';
import { summaryKeys } from './keys';

/** The firm's totals, as the contract declares them (dollars), and the view in time they are of. */
export type AdminSummary = GetAnswer<'/admin/get_admin_summary'>;

export const adminSummaryQuery = (time: ReportTime = NOW) =>
  queryOptions({
    queryKey: summaryKeys.totals(time),
    queryFn: ({ signal }) => api.get('/admin/get_admin_summary', { query: timeQuery(time), signal }),
  });

export function useAdminSummary(time: ReportTime = NOW) {
  return useQuery(adminSummaryQuery(time));
}
