import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Registration } from './types';

export async function register(registration: Registration): Promise<void> {
  await api.post<unknown>('/auth/register', registration, { auth: false }); // answer not read (spec section 7)
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
