import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '../../../components/ui';
import { isApiError } from '../../../lib/api';

/**
 * A read's place in a card: what `children` makes of the answer once it has come; the server's own
 * words when it refused (anything else is 'No data available.'); loading lines until then.
 */
export function QueryAnswer<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { data, error, isError } = query;
  if (data) return children(data);
  return isError ? <p>{isApiError(error) ? error.message : 'No data available.'}</p> : <Loading />;
}
