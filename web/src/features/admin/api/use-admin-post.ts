import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey, type PostBody, type PostPath } from '../../../lib/api';
import { refreshAfterWrite } from './refresh-after-write';
import type { Touches } from './touches';

/**
 * A POST to an admin call (its body and answer typed by the contract); on success the queries it
 * touched are refetched. Each change carries its own `Idempotency-Key`, so the client may send it
 * again after a 503 without recording it twice.
 */
export function useAdminPost<P extends PostPath>(path: P, touched: Touches) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostBody<P>) => api.post(path, body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => refreshAfterWrite(queryClient, touched),
  });
}
