import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { auditorKeys } from './keys';

/** One auditor: `registered` once they have registered with their secret. */
export type AuditorRow = GetAnswer<'/admin/auditors'>[number];

export const auditorsQuery = queryOptions({
  queryKey: auditorKeys.list(),
  queryFn: async ({ signal }) => {
    const body = await api.get('/admin/auditors', { signal });
    return Array.isArray(body) ? body : [];
  },
});

export function useAuditors() {
  return useQuery(auditorsQuery);
}
