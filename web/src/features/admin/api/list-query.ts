import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../lib/api';

/** The admin reads that answer a whole list and take no query. */
type ListPath = '/admin/get_login_summary' | '/admin/auditors';

/** A list read whole; an answer that is no list reads as an empty one. */
export function listQuery<P extends ListPath>(queryKey: QueryKey, path: P) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<GetAnswer<P>> => {
      const body: unknown = await api.get(path as ListPath, { signal });
      return (Array.isArray(body) ? body : []) as GetAnswer<P>;
    },
  });
}
