import { lazy, Suspense, type ComponentType } from 'react';
import { Loading, Page } from '../components/ui';

/** What a screen shows while its code is fetched (a few hundred ms on a slow phone, once). */
export function PageLoading() {
  return (
    <Page>
      <Loading lines={4} />
    </Page>
  );
}

/** A lazily fetched screen, and a way to start fetching its code before it is shown. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A screen whose code is fetched only when it is first shown (or `preload`ed), so the sign-in page
 * does not carry the admin area or the investor page. `load` names the module export:
 * `lazyPage(() => import('./X').then((m) => m.X))`.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed fetch is forgotten, so the next attempt (React's, or a preload) asks again.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Screen = lazy(async () => ({ default: await loadOnce() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  // A preload that fails says nothing: showing the screen fetches it again and shows the error.
  return Object.assign(LazyPage, { preload: () => void loadOnce().catch(() => undefined) });
}
