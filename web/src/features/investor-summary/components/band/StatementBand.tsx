import { useId, type ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { ReportTimeBanner, ReportTimeFields } from '../../../../components/time-travel';
import { classNames } from '../../../../lib/class-names';
import { formatDate } from '../../../../lib/format';
import type { ReportTime } from '../../../../lib/report-time';
import { localToday } from '../../../../lib/report-time-text';
import styles from './StatementBand.module.css';

export interface StatementBandProps {
  time: ReportTime;
  onTimeChange: (time: ReportTime) => void;
  /** Offer 'As known on' too (administrators and auditors). */
  knownOn: boolean;
  /** The statement as of today. */
  todayLink: To;
  /** The figures, or what stands for them (loading, a failure, nothing yet). */
  children: ReactNode;
}

/**
 * The page's lead: what the money is worth and what came back, with the day it is counted as of
 * in the same band. Today's statement says today's date; another day's (or a moment's) says which,
 * what it leaves out and the way back to today. The day is picked here too.
 */
export function StatementBand({ time, onTimeChange, knownOn, todayLink, children }: StatementBandProps) {
  const titleId = useId();
  const today = time.asOf === null && time.knownOn === null;
  return (
    <section className={styles.band} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.title}>
          <h2 id={titleId}>Your investment</h2>
          {today && <p className={styles.asOf}>As of today, {formatDate(localToday())}</p>}
        </div>
        <div className={classNames(styles.when, knownOn && styles.whenBoth)}>
          <ReportTimeFields time={time} onChange={onTimeChange} knownOn={knownOn} label="Statement date" />
        </div>
      </div>
      <ReportTimeBanner className={styles.timeBanner} time={time} noun="Statement" todayLink={todayLink} />
      {children}
    </section>
  );
}
