import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PostAnswer, type PostBody } from '../../../lib/api';
import { clearSessionCache } from '../../../lib/query-client';
import { setToken } from '../../../lib/token';
import { adminLevelQuery } from './use-admin-level';

export async function login(credentials: PostBody<'/auth/login'>): Promise<PostAnswer<'/auth/login'>> {
  const body = await api.post('/auth/login', credentials, { auth: false });
  const token = body?.access_token;
  if (typeof token !== 'string' || token === '') throw new Error('The server answered without an access token');
  return { access_token: token };
}

/**
 * Signs in; on success the token is stored and whatever a previous user left cached is dropped. The
 * role is asked at once: the page after the sign-in's fade depends on it.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ access_token }) => {
      clearSessionCache(queryClient);
      setToken(access_token);
      void queryClient.prefetchQuery(adminLevelQuery);
    },
  });
}
