import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ReportTimeBanner, ReportTimeFields } from '../../../components/time-travel';
import { Page, PageTitle } from '../../../components/ui';
import { classNames } from '../../../lib/class-names';
import { useReportTime } from '../../../lib/use-report-time';
import { useSeesBackOffice } from '../../auth';
import { usePrefetchInvestorReturns } from '../api/use-investor-returns';
import { useInvestorSummary } from '../api/use-investor-summary';
import { InvestorSummaryView } from './InvestorSummaryView';
import { PageFailure } from './PageFailure';
import rows from '../../../components/ui/rows.module.css';
import styles from './InvestorSummaryPage.module.css';

/**
 * Routes `/investor` (the signed-in investor) and `/investor/:investor_name` (with `banner` over it
 * when an administrator or an auditor opens it). 'As of' shows the statement of a past day, and for
 * administrators and auditors 'As known on' shows it from what had been recorded by a past moment;
 * both are kept in the URL (`?as_of=2024-12-31&known_on=...`) and said in a banner with the way back
 * to today. A refusal (400, 403, 404) is said in the server's words with the way on, any other
 * failure is 'No data available.' (PageFailure); 401 and 422 have already sent the user to / (lib/api).
 */
export function InvestorSummaryPage({ banner }: { banner?: ReactNode }) {
  const { investor_name: investorName } = useParams();
  const staff = useSeesBackOffice();
  const { time, setTime, todayLink } = useReportTime({ knownOn: staff });
  const { data, error, isPending, isPlaceholderData } = useInvestorSummary(investorName, time);
  usePrefetchInvestorReturns(investorName ?? '', time);

  return (
    <Page>
      {banner}
      <header className={`${rows.spread} ${styles.header}`}>
        <div className={styles.title}>
          <PageTitle>Investment Summary</PageTitle>
          {data && <p className={styles.investorName}>{data.investor_name}</p>}
        </div>
        <div className={classNames(styles.when, staff && styles.whenBoth)}>
          <ReportTimeFields time={time} onChange={setTime} knownOn={staff} label="Statement date" />
        </div>
      </header>
      <ReportTimeBanner time={time} noun="Statement" todayLink={todayLink} />
      {isPending ? (
        <p className={styles.status} role="status">
          Loading...
        </p>
      ) : data ? (
        // A new investor starts with no property selected; another day keeps the one open.
        <div aria-busy={isPlaceholderData}>
          <InvestorSummaryView key={data.investor_name} summary={data} returnsOf={investorName ?? ''} time={time} />
        </div>
      ) : (
        <PageFailure error={error} named={investorName !== undefined} staff={staff} />
      )}
    </Page>
  );
}
