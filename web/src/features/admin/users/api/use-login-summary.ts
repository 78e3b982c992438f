import { useQuery } from '@tanstack/react-query';
import type { GetAnswer } from '../../../../lib/api';
import { listQuery } from '../../api/list-query';
import { userKeys } from './keys';

/** One investor's sign-ins; `last_login` is ISO 8601 or null. */
export type LoginSummaryRow = GetAnswer<'/admin/get_login_summary'>[number];

export const loginSummaryQuery = listQuery(userKeys.loginSummary(), '/admin/get_login_summary');

export function useLoginSummary() {
  return useQuery(loginSummaryQuery);
}
