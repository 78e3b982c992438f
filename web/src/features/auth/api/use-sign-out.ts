import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSessionCache } from '../../../lib/query-client';
import { getToken, signOutToken } from '../../../lib/token';

/**
 * Asks the server to end this token (POST /auth/logout). A plain fetch with the token in hand, not
 * the api client: its answer changes nothing here (a 401 means the session had ended already), and
 * `keepalive` lets it finish even if the tab closes right after.
 */
function revokeOnServer(token: string): void {
  fetch('/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => {
    // Offline or the server is down: the token is forgotten here anyway and expires on its own.
  });
}

/**
 * Sign Out ends the session on the server, removes the stored token and goes to /; cached
 * user data goes with it. Whether or not the server answers, this browser is signed out at once.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = getToken();
    if (token) revokeOnServer(token);
    signOutToken();
    clearSessionCache(queryClient);
    void navigate('/', { replace: true });
  }, [navigate, queryClient]);
}
