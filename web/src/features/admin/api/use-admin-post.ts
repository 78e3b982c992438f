import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshAfterWrite } from './refresh-after-write';
import type { Touches } from './touches';

/** A POST to an admin call; on success the queries it touched are refetched. */
export function useAdminPost<TBody, TAnswer = unknown>(path: string, touched: Touches) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TAnswer>(path, body),
    onSuccess: () => refreshAfterWrite(queryClient, touched),
  });
}
