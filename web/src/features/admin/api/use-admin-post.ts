import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type PostBody, type PostPath } from '../../../lib/api';
import { refreshAfterWrite } from './refresh-after-write';
import type { Touches } from './touches';

/** A POST to an admin call (its body and answer typed by the contract); on success the queries it touched are refetched. */
export function useAdminPost<P extends PostPath>(path: P, touched: Touches) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostBody<P>) => api.post(path, body),
    onSuccess: () => refreshAfterWrite(queryClient, touched),
  });
}
