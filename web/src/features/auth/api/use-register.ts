import { useMutation } from '@tanstack/react-query';
import { api, type PostBody } from '../../../lib/api';

export async function register(registration: PostBody<'/auth/register'>): Promise<void> {
  await api.post('/auth/register', registration, { auth: false }); // its answer is not shown
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
