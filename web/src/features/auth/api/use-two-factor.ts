import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type PostBody } from '../../../lib/api';
import { authKeys } from './keys';

/** The signed-in user's two-factor sign-in (docs/two-factor.md); dropped with the rest on sign-out. */
export const twoFactorKey = [...authKeys.all, 'two-factor'] as const;

export const twoFactorStatusQuery = queryOptions({
  queryKey: twoFactorKey,
  queryFn: ({ signal }) => api.get('/auth/totp/status', { signal }),
  staleTime: 0,
});

/** Whether it is on, and how many recovery codes are left. */
export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}

/** A fresh secret and its otpauth link (shown as a QR code), given the current password; starting again replaces the one before. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: (body: PostBody<'/auth/totp/enroll'>) => api.post('/auth/totp/enroll', body) });
}

/**
 * Turns it on with a code of the new secret: the answer carries the ten recovery codes, this once.
 * The status is asked again only once they are saved (`useAfterTwoFactorOn`): until then the page
 * that shows them stays.
 */
export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: (body: PostBody<'/auth/totp/confirm'>) => api.post('/auth/totp/confirm', body) });
}

/** Once the recovery codes are saved: the status again, and every call refused before (an administrator who had to turn it on first). */
export function useAfterTwoFactorOn(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: twoFactorKey });
    await queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
  };
}

/** Turns it off with a current code or a recovery code. */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostBody<'/auth/totp/disable'>) => api.post('/auth/totp/disable', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}
