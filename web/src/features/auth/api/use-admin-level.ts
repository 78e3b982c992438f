import type { PortalRole } from '@portal/contracts/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getToken, rememberTokenRole, useToken } from '../../../lib/token';
import { authKeys } from './keys';

export const adminLevelQuery = queryOptions({
  queryKey: authKeys.adminLevel(),
  queryFn: async ({ signal }) => {
    const token = getToken();
    const answer = await api.get('/admin/get_admin_level', { signal });
    // The next visit to /investor starts an investor's summary before asking again (App.tsx).
    if (token !== null) rememberTokenRole(token, answer.role);
    return answer;
  },
  staleTime: 5 * 60_000,
});

/** The admin check; idle while signed out. */
export function useAdminLevel() {
  const token = useToken();
  return useQuery({ ...adminLevelQuery, enabled: token !== null });
}

/** A truthy `admin_level` means admin; any failure or a pending check means not admin. */
export function useIsAdmin(): boolean {
  const { data, isError } = useAdminLevel();
  return !isError && Boolean(data?.admin_level);
}

/**
 * Who is signed in, as far as pages go: 'pending' until the check answers; a failed check is an
 * investor. An auditor reads the back office and every investor's page, and changes nothing.
 */
export type Role = 'pending' | PortalRole;

export function useRole(): Role {
  const { data, isPending, isError } = useAdminLevel();
  if (isError) return 'investor';
  if (isPending) return 'pending';
  if (data.role === 'auditor') return 'auditor';
  return data.admin_level ? 'admin' : 'investor';
}

/** Whether the signed-in user reads the back office (the Admin link): an administrator or an auditor. */
export function useSeesBackOffice(): boolean {
  const role = useRole();
  return role === 'admin' || role === 'auditor';
}
