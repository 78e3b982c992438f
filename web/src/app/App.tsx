import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { loginStateFor, SESSION_ENDED_NOTICE, TWO_FACTOR_PATH, type TwoFactorState } from '../features/auth';
import { prefetchOwnSummary } from '../features/investor-summary/api/queries';
import { setEnrolmentRequiredHandler, setSessionExpiredHandler } from '../lib/api';
import { clearSessionCache } from '../lib/query-client';
import { clearToken, tokenRole } from '../lib/token';
import { AppProviders } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A 401 or 422 on an authenticated call ends the session and shows `/`, which says
 * why (the server's words) and returns to the page after the next sign-in.
 */
function useSessionExpiry(router: AppRouter, queryClient: QueryClient) {
  useEffect(
    () =>
      setSessionExpiredHandler((message) => {
        const endSession = () => {
          clearToken();
          clearSessionCache(queryClient);
        };
        const { location } = router.state;
        if (location.pathname === '/') {
          endSession();
          return;
        }
        // Leave first, rendered at once (flushSync): a token cleared while the guarded page is still
        // shown would send it to / through its own guard, without the notice.
        const state = loginStateFor(location, message ?? SESSION_ENDED_NOTICE);
        void router.navigate('/', { replace: true, state, flushSync: true }).finally(endSession);
      }),
    [router, queryClient],
  );
}

/**
 * A 403 saying the administrator must turn on two-factor sign-in first (REQUIRE_ADMIN_TOTP) opens
 * its set-up page, which says why.
 */
function useEnrolmentRequired(router: AppRouter) {
  useEffect(
    () =>
      setEnrolmentRequiredHandler(() => {
        if (router.state.location.pathname === TWO_FACTOR_PATH) return;
        const state: TwoFactorState = { required: true };
        void router.navigate(TWO_FACTOR_PATH, { replace: true, state });
      }),
    [router],
  );
}

/**
 * An investor opening `/investor` (their own summary, the page opened most) gets its figures asked
 * for at once, beside the role check, when the stored token was an investor's at the last check: a
 * round trip and the page's code earlier than the page itself would ask. Anyone else waits for the
 * role, so no call is made that is meant for another role. After the hooks above: a lost session
 * this call finds is handled like any other.
 */
function usePrefetchedSummary(router: AppRouter, queryClient: QueryClient) {
  useEffect(() => {
    const { pathname, search } = router.state.location;
    if (pathname === '/investor' && tokenRole() === 'investor') prefetchOwnSummary(queryClient, search);
  }, [router, queryClient]);
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useSessionExpiry(router, queryClient);
  useEnrolmentRequired(router);
  usePrefetchedSummary(router, queryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
