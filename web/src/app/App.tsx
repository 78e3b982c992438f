import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { setSessionExpiredHandler } from '../lib/api';
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

/** Spec section 6: a 401 or 422 on an authenticated call ends the session and shows `/`. */
function useSessionExpiry(router: AppRouter, queryClient: QueryClient) {
  useEffect(
    () =>
      setSessionExpiredHandler(() => {
        clearToken();
        clearSessionCache(queryClient);
        if (router.state.location.pathname !== '/') void router.navigate('/', { replace: true });
      }),
    [router, queryClient],
  );
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  useSessionExpiry(router, queryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <DocumentTitle />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
