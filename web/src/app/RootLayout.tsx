import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSeesBackOffice, useSignOut } from '../features/auth';
import { TopBar } from '../features/navigation';
import { useBrandTitle } from '../lib/app-config';
import { useToken } from '../lib/token';
import styles from './RootLayout.module.css';

/** The sign-in screens have their own brand heading; the bar is for signed-in pages. */
const PATHS_WITHOUT_BAR = new Set(['/', '/register']);

function SignedInBar() {
  const brandTitle = useBrandTitle();
  // An auditor reads the back office too: the Admin link, read-only there.
  const backOffice = useSeesBackOffice();
  const signOut = useSignOut();
  return <TopBar brandTitle={brandTitle} isAdmin={backOffice} onSignOut={signOut} />;
}

/** Moves focus to the new page after client-side navigation so screen readers announce it. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus();
  }, [pathname]);
  return main;
}

export function RootLayout() {
  const token = useToken();
  const { pathname } = useLocation();
  const main = useFocusMainOnNavigation();
  const showBar = token !== null && !PATHS_WITHOUT_BAR.has(pathname);

  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      {showBar && <SignedInBar />}
      <main className={styles.main} id="main-content" tabIndex={-1} ref={main}>
        <Outlet />
      </main>
    </>
  );
}
