import { useMutation } from '@tanstack/react-query';
import { api, type PostBody } from '../../../lib/api';

/** Asks for a link to choose a new password; the server answers the same for every username. */
export const requestResetLink = (body: PostBody<'/auth/forgot_password'>) => api.post('/auth/forgot_password', body, { auth: false });

/** Sets a new password with the token of a reset link. */
export const resetPassword = (body: PostBody<'/auth/reset_password'>) => api.post('/auth/reset_password', body, { auth: false });

export function useRequestResetLink() {
  return useMutation({ mutationFn: requestResetLink });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
