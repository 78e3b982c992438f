import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../components/ui';
import rows from '../../components/ui/rows.module.css';
import styles from './TopBar.module.css';

/** Which links the bar offers on a given path, in order: none leads to the page already shown. */
export function navLinksFor(pathname: string, isAdmin: boolean): { to: string; label: string }[] {
  const links = [
    { to: '/admin', label: 'Admin', shown: isAdmin && pathname !== '/admin' },
    { to: '/investor', label: 'Investor Summary', shown: !pathname.startsWith('/investor') },
    { to: '/change-password', label: 'Change Password', shown: pathname !== '/change-password' },
    { to: '/security', label: 'Two-Factor Sign-In', shown: pathname !== '/security' },
  ];
  return links.filter((link) => link.shown).map(({ to, label }) => ({ to, label }));
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
      <div className={`${rows.spread} ${styles.bar}`}>
        <span className={styles.brand}>{brandTitle}</span>
        <nav aria-label="Main">
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.to}>
                <Link className={styles.navLink} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
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
