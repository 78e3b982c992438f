import { useEffect } from 'react';
import { isApiError } from '../../../lib/api';

/** 401 and 422 already sent the user to / (lib/api); anything else is only logged. */
export function useLoggedError(error: Error | null, what: string): void {
  useEffect(() => {
    if (!error || (isApiError(error) && (error.status === 401 || error.status === 422))) return;
    console.error(`Error fetching ${what}:`, error);
  }, [error, what]);
}
