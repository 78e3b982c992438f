import { Link } from 'react-router-dom';
import { isApiError } from '../../../lib/api';
import styles from './PageFailure.module.css';

export interface PageFailureProps {
  error: unknown;
  /** Whether the page names an investor (`/investor/:investor_name`) rather than being the signed-in investor's own. */
  named: boolean;
  /** An administrator or an auditor, whose way on is the list of investors rather than their own page. */
  staff: boolean;
}

/**
 * Why the page has no statement to show. A refusal says it in the server's own words (a day it
 * will not date a statement by, 400; another investor's page, 403; an unknown investor, 404) and,
 * where there is one, the way on: the investor's own summary, or for the back office the list of
 * investors. Anything else (no answer, a failure of the server) is 'No data available.'.
 */
export function PageFailure({ error, named, staff }: PageFailureProps) {
  const refused = isApiError(error) && [400, 403, 404].includes(error.status);
  const wayOn = refused && error.status !== 400 && (named || staff);
  return (
    <div className={styles.failure} role="status">
      <p>{refused ? error.message : 'No data available.'}</p>
      {wayOn && <Link to="/investor">{staff ? 'Choose an investor' : 'See your own summary'}</Link>}
    </div>
  );
}
