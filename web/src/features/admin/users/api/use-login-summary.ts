import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { userKeys } from './keys';

/** One investor's sign-ins; `last_login` is ISO 8601 or null. */
export type LoginSummaryRow = GetAnswer<'/admin/get_login_summary'>[number];

export const loginSummaryQuery = queryOptions({
  queryKey: userKeys.loginSummary(),
  queryFn: async ({ signal }) => {
    const body = await api.get('/admin/get_login_summary', { signal });
    return Array.isArray(body) ? body : [];
  },
});

export function useLoginSummary() {
  return useQuery(loginSummaryQuery);
}
