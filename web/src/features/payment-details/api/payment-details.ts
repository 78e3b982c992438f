import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey, type PostBody } from '../../../lib/api';

/** Query keys of the signed-in investor's payment details; under no public root, so sign-out drops them. */
export const ownDetailsKeys = { all: ['payment-details'] as const };

export function useOwnPaymentDetails() {
  return useQuery({ queryKey: ownDetailsKeys.all, queryFn: ({ signal }) => api.get('/api/payment_details', { signal }) });
}

/** Proposes new details; the page then shows them as waiting for review. */
export function useProposePaymentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostBody<'/api/payment_details'>) => api.post('/api/payment_details', body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownDetailsKeys.all }),
  });
}
