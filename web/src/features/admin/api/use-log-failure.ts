import { useEffect } from 'react';

/** Failed admin reads are only logged, once per failure. */
export function useLogFailure(error: unknown, prefix: string): void {
  useEffect(() => {
    if (error) console.error(prefix, error);
  }, [error, prefix]);
}
