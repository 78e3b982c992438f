import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useToken } from '../../../lib/token';
import { authKeys } from './keys';

export const protectedQuery = queryOptions({
  queryKey: authKeys.protected(),
  queryFn: ({ signal }) => api.get('/auth/protected', { signal }),
});

/** Who the stored token belongs to; idle while signed out. */
export function useProtected() {
  const token = useToken();
  return useQuery({ ...protectedQuery, enabled: token !== null });
}
