import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../components/ui';
import styles from './TopBar.module.css';

/** Spec rules for which links the bar offers on a given path. */
export function navLinksFor(pathname: string, isAdmin: boolean): { admin: boolean; investorSummary: boolean } {
  return {
    admin: isAdmin && pathname !== '/admin',
    investorSummary: !pathname.startsWith('/investor'),
  };
}

export interface TopBarProps {
  brandTitle: string;
  isAdmin: boolean;
  onSignOut: () => void;
}

/** Banner with the brand and the signed-in user's navigation. */
export function TopBar({ brandTitle, isAdmin, onSignOut }: TopBarProps) {
  const { pathname } = useLocation();
  const links = navLinksFor(pathname, isAdmin);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <span className={styles.brand}>{brandTitle}</span>
        <nav aria-label="Main">
          <ul className={styles.navList}>
            {links.admin && (
              <li>
                <Link className={styles.navLink} to="/admin">
                  Admin
                </Link>
              </li>
            )}
            {links.investorSummary && (
              <li>
                <Link className={styles.navLink} to="/investor">
                  Investor Summary
                </Link>
              </li>
            )}
            {pathname !== '/change-password' && (
              <li>
                <Link className={styles.navLink} to="/change-password">
                  Change Password
                </Link>
              </li>
            )}
            {pathname !== '/security' && (
              <li>
                <Link className={styles.navLink} to="/security">
                  Two-Factor Sign-In
                </Link>
              </li>
            )}
            <li>
              <Button variant="ghost" compact className={styles.signOut} onClick={onSignOut}>
                Sign Out
              </Button>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
