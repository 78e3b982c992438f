import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../components/ui';
import { theme } from '../../app/theme';
import { classNames } from '../../lib/class-names';
import { useMediaQuery } from '../../lib/use-media-query';
import rows from '../../components/ui/rows.module.css';
import { AccountMenu } from './AccountMenu';
import styles from './TopBar.module.css';

/** The account's own pages, in the account menu; the others are the bar's page links. */
const ACCOUNT_PATHS = new Set(['/payment-details', '/change-password', '/security']);

/** Which links the bar offers on a given path, in order: none leads to the page already shown. */
export function navLinksFor(pathname: string, isAdmin: boolean): { to: string; label: string }[] {
  const links = [
    { to: '/admin', label: 'Admin', shown: isAdmin && pathname !== '/admin' },
    { to: '/investor', label: 'Investor Summary', shown: !pathname.startsWith('/investor') },
    // The back office reads every investor's statements in its Issue Statements action.
    { to: '/statements', label: 'Statements', shown: !isAdmin && pathname !== '/statements' },
    // The back office sets every investor's payment details in its Payment Details action.
    { to: '/payment-details', label: 'Payment Details', shown: !isAdmin && pathname !== '/payment-details' },
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

/** More links than this and the bar keeps its account menu folded up to a desktop's width (TopBar.module.css). */
const ROOMY_LINKS = 3;

/**
 * Banner with the brand and the signed-in user's navigation, one row at every width: on a phone the
 * brand and a "Menu" button that holds every link; from a tablet's width up the page links stand in
 * the bar and the account's are in the Account menu until the bar has room for them too.
 */
export function TopBar({ brandTitle, isAdmin, onSignOut }: TopBarProps) {
  const { pathname } = useLocation();
  const links = navLinksFor(pathname, isAdmin);
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.md - 0.02}px)`);
  const inMenu = (to: string) => phone || ACCOUNT_PATHS.has(to);
  const link = ({ to, label }: { to: string; label: string }) => (
    <li key={to}>
      <Link className={styles.navLink} to={to}>
        {label}
      </Link>
    </li>
  );

  return (
    <header className={styles.header}>
      <div className={classNames(rows.spread, styles.bar, links.length > ROOMY_LINKS && styles.crowded)}>
        <span className={styles.brand}>{brandTitle}</span>
        <nav aria-label="Main">
          <ul className={styles.navList}>
            {links.filter(({ to }) => !inMenu(to)).map(link)}
            <AccountMenu label={phone ? 'Menu' : 'Account'}>
              {links.filter(({ to }) => inMenu(to)).map(link)}
              <li>
                <Button variant="ghost" compact className={styles.signOut} onClick={onSignOut}>
                  Sign Out
                </Button>
              </li>
            </AccountMenu>
          </ul>
        </nav>
      </div>
    </header>
  );
}
