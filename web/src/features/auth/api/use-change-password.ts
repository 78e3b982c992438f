import { useMutation } from '@tanstack/react-query';
import { api, type PostBody } from '../../../lib/api';
import { setToken } from '../../../lib/token';

export type PasswordChange = PostBody<'/auth/change_password'>;

/**
 * POST /auth/change_password. The server ends every earlier token of the user, this one included,
 * and answers a fresh token for this browser: it replaces the stored one. A wrong current password
 * is 403 (the session stays); the ApiError carries the server's message.
 */
export async function changePassword(change: PasswordChange): Promise<{ message: string; signedIn: boolean }> {
  const body = await api.post('/auth/change_password', change);
  const token = body?.access_token;
  if (typeof token === 'string' && token !== '') setToken(token);
  else setToken(null); // the server could not give a fresh token: sign in again with the new password
  return { message: body?.message ?? 'Your password is changed.', signedIn: typeof token === 'string' && token !== '' };
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
