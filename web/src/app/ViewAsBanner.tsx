import { Link, useParams } from 'react-router-dom';
import { Banner } from '../components/ui';
import { useRole } from '../features/auth';
import styles from './ViewAsBanner.module.css';

/**
 * Over an investor's page opened by an administrator or an auditor: whose page it is, that it is
 * read-only and that the view is in the audit trail (the server notes it), and the way back to the
 * admin page.
 */
export function ViewAsBanner() {
  const { investor_name: investorName = '' } = useParams();
  const viewer = useRole() === 'auditor' ? "Auditor's view" : "Administrator's view";
  return (
    <Banner aria-label={viewer}>
      <p>
        You are viewing <strong>{investorName}</strong>&apos;s page as they see it. It is read-only, and your view is noted in the audit
        trail.
      </p>
      <Link className={styles.back} to="/admin?action=admin-summary">
        Back to the Admin Page
      </Link>
    </Banner>
  );
}
