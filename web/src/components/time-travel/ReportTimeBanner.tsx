import { Link, type To } from 'react-router-dom';
import type { ReportTime } from '../../lib/report-time';
import { reportTimeMeaning, reportTimeText } from '../../lib/report-time-text';
import { Banner } from '../ui';
import styles from './ReportTimeBanner.module.css';

export interface ReportTimeBannerProps {
  time: ReportTime;
  /** What the page shows: 'Statement' ('Statement as of 12/31/2024, as known on ...'), 'Report'. */
  noun: string;
  /** The page as of today. */
  todayLink: To;
  className?: string;
}

/**
 * Over figures of another time: which view it is ('Statement as of 12/31/2024, as known on
 * 01/15/2025 5:00 PM'), what that leaves out, and the way back to today. A landmark named by its
 * noun ('Statement date'); nothing when the view is today's.
 */
export function ReportTimeBanner({ time, noun, todayLink, className }: ReportTimeBannerProps) {
  if (time.asOf === null && time.knownOn === null) return null;
  return (
    <Banner tone="past" aria-label={`${noun} date`} className={className}>
      <p>
        <strong className={styles.headline}>{reportTimeText(time, noun)}</strong>
        <span className={styles.meaning}>{reportTimeMeaning(time)}</span>
      </p>
      <Link className={styles.back} to={todayLink}>
        Back to today
      </Link>
    </Banner>
  );
}
