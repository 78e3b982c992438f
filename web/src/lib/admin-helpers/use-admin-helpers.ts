import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { helperKeys } from './keys';
import { EMPTY_HELPERS, toAdminHelpers, type AdminHelpers } from './admin-helpers';

export const adminHelpersQuery = queryOptions({
  queryKey: helperKeys.all,
  queryFn: async ({ signal }) => toAdminHelpers(await api.get('/admin/get_admin_helpers', { signal })),
});

/** The helper lists; empty lists until they load (a select then offers only its placeholder). */
export function useAdminHelpers(): AdminHelpers {
  const { data } = useQuery(adminHelpersQuery);
  return data ?? EMPTY_HELPERS;
}
