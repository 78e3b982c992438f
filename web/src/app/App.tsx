import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { loginStateFor, SESSION_ENDED_NOTICE, TWO_FACTOR_PATH, type TwoFactorState } from '../features/auth';
import { setEnrolmentRequiredHandler, setSessionExpiredHandler } from '../lib/api';
import { useBrandTitle } from '../lib/app-config';
import { clearSessionCache } from '../lib/query-client';
import { clearToken } from '../lib/token';
import { AppProviders } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

function DocumentTitle() {
  const brandTitle = useBrandTitle();
  useEffect(() => {
    document.title = brandTitle;
  }, [brandTitle]);
  return null;
}

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

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useSessionExpiry(router, queryClient);
  useEnrolmentRequired(router);
  return (
    <AppProviders queryClient={queryClient}>
      <DocumentTitle />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
