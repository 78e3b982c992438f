import { useQuery } from '@tanstack/react-query';
import { api, type GetAnswer } from '../../../../lib/api';
import { periodKeys } from './keys';

/** The closed date and every close and reopen, newest first. */
export type Periods = GetAnswer<'/admin/periods'>;

export function usePeriods() {
  return useQuery({ queryKey: periodKeys.all, queryFn: ({ signal }) => api.get('/admin/periods', { signal }) });
}
