import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useProtected } from '../auth';
import styles from './TopBar.module.css';

/** Who is signed in: mounted only while the menu is open, so the server is asked only then. */
function SignedInAs() {
  const { data } = useProtected();
  return (
    <li className={styles.signedInAs}>
      Signed in as <strong>{data?.logged_in_as ?? '…'}</strong>
    </li>
  );
}

/**
 * The account's links (Change Password, Two-Factor Sign-In, Sign Out), and on a phone the page
 * links too (its `label` then says "Menu"). Until the bar has room for them (a laptop's width, a
 * desktop's for an investor's longer bar) they are behind this button, so the bar is one row; from
 * there they stand in the bar and the button is not shown. The menu closes when the page changes
 * and on Escape.
 */
export function AccountMenu({ label, children }: { label: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  return (
    <li className={styles.account} onKeyDown={(event) => event.key === 'Escape' && setOpenOn(null)}>
      <button
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {label}
      </button>
      <ul id={menuId} className={styles.accountLinks} data-open={open}>
        {open && <SignedInAs />}
        {children}
      </ul>
    </li>
  );
}
