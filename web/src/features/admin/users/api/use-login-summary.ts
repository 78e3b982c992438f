import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { userKeys } from './keys';

/** Spec section 3, "Login summary row"; `last_login` is ISO 8601 or null (DOMAIN.md). */
export interface LoginSummaryRow {
  investor_name: string;
  login_count: number;
  last_login: string | null;
}

export const loginSummaryQuery = queryOptions({
  queryKey: userKeys.loginSummary(),
  queryFn: async ({ signal }) => {
    const body = await api.get('/admin/get_login_summary', { signal });
    return Array.isArray(body) ? (body as LoginSummaryRow[]) : [];
  },
});

export function useLoginSummary() {
  return useQuery(loginSummaryQuery);
}
