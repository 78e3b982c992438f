import { lazy, Suspense, type ComponentType } from 'react';
import { Page } from '../components/ui';
import styles from './lazy-page.module.css';

/** What a screen shows while its code is fetched (a few hundred ms on a slow phone, once). */
export function PageLoading() {
  return (
    <Page>
      <p className={styles.status} role="status">
        Loading...
      </p>
    </Page>
  );
}

/**
 * A screen whose code is fetched only when it is first shown, so the sign-in page does not carry
 * the admin area or the investor page. `load` names the module export: `lazyPage(() =>
 * import('./X').then((m) => m.X))`.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
