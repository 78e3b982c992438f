import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSessionCache } from '../../../lib/query-client';
import { clearToken } from '../../../lib/token';

/** Spec: Sign Out removes the stored token and goes to /; cached user data goes with it. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearToken();
    clearSessionCache(queryClient);
    void navigate('/', { replace: true });
  }, [navigate, queryClient]);
}
