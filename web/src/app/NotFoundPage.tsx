import { Link, useLocation } from 'react-router-dom';
import { Button, Card, Page, PageTitle } from '../components/ui';
import { ownPagePath, useProtected, useRole, useSignOut } from '../features/auth';
import { useToken } from '../lib/token';
import { usePageTitle } from '../lib/use-page-title';
import styles from './NotFoundPage.module.css';

/** Who is signed in, and the way to their own page or out. */
function SignedInWayOn() {
  const { data } = useProtected();
  const role = useRole();
  const signOut = useSignOut();
  return (
    <>
      <p className={styles.text}>
        You are signed in as <strong>{data?.logged_in_as ?? '…'}</strong>.
      </p>
      <div className={styles.ways}>
        {role !== 'pending' && (
          <Link to={ownPagePath(role)}>{role === 'investor' ? 'Go to your investment summary' : 'Go to the Admin page'}</Link>
        )}
        <Button variant="secondary" compact onClick={signOut}>
          Sign Out
        </Button>
      </div>
    </>
  );
}

/**
 * Any path the portal does not have (a mistyped or an old link): it says so, and the way on for
 * whoever is reading: their own page or Sign Out when signed in, the sign-in page when not.
 */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const signedIn = useToken() !== null;
  const { pathname } = useLocation();
  return (
    <Page>
      <PageTitle>Page not found</PageTitle>
      <Card aria-label="Page not found">
        <p className={styles.text}>
          There is no page at <code className={styles.path}>{pathname}</code> (404 Not Found). The link may be mistyped or out of date.
        </p>
        {signedIn ? <SignedInWayOn /> : <Link to="/">Go to the sign-in page</Link>}
      </Card>
    </Page>
  );
}
