import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Loading, Page, PageTitle } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { useBrandTitle } from '../../../lib/app-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReportTime } from '../../../lib/use-report-time';
import { useSeesBackOffice } from '../../auth';
import { usePrefetchInvestorReturns } from '../api/use-investor-returns';
import { useInvestorSummary } from '../api/use-investor-summary';
import { LeadFigures } from './band/LeadFigures';
import { StatementBand } from './band/StatementBand';
import { EmptyStatement } from './EmptyStatement';
import { InvestorSummaryView } from './InvestorSummaryView';
import { PageFailure } from './PageFailure';
import { hasNothingYet } from './summary-figures';
import styles from './InvestorSummaryPage.module.css';

/** Another investor's page (403) or an unknown investor (404): no statement, and no day to pick for it. */
const refusedAccess = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);

/**
 * Routes `/investor` (the signed-in investor) and `/investor/:investor_name` (with `banner` over it
 * when an administrator or an auditor opens it). The lead band says what the money is worth and
 * what came back, as of the day it names; 'As of' there shows the statement of a past day, and for
 * administrators and auditors 'As known on' shows it from what had been recorded by a past moment;
 * both are kept in the URL (`?as_of=2024-12-31&known_on=...`) and said in the band with the way back
 * to today. A refusal (400, 403, 404) is said in the server's words with the way on, any other
 * failure is 'No data available.' (PageFailure); 401 and 422 have already sent the user to / (lib/api).
 * Printed, the page is a statement: the brand, the investor and the day, without the controls.
 */
export function InvestorSummaryPage({ banner }: { banner?: ReactNode }) {
  const { investor_name: investorName } = useParams();
  const staff = useSeesBackOffice();
  const brandTitle = useBrandTitle();
  const { time, setTime, todayLink } = useReportTime({ knownOn: staff });
  const { data, error, isPending, isPlaceholderData } = useInvestorSummary(investorName, time);
  usePrefetchInvestorReturns(investorName ?? '', time);
  const failure = <PageFailure error={error} named={investorName !== undefined} staff={staff} />;
  const nothingYet = data ? hasNothingYet(data) : false;
  usePageTitle('Summary', data?.investor_name ?? investorName);

  return (
    <Page className={styles.page}>
      {banner && <div className={styles.screenOnly}>{banner}</div>}
      <p className={styles.printBrand}>{brandTitle}</p>
      <header className={styles.header}>
        <PageTitle>Investment Summary</PageTitle>
        {data && <p className={styles.investorName}>{data.investor_name}</p>}
      </header>
      {!isPending && !data && refusedAccess(error) ? (
        failure
      ) : (
        <StatementBand time={time} onTimeChange={setTime} knownOn={staff} todayLink={todayLink}>
          {isPending ? (
            <Loading lines={4} />
          ) : !data ? (
            failure
          ) : nothingYet ? (
            <EmptyStatement past={time.asOf !== null} />
          ) : (
            <LeadFigures summary={data} investorName={investorName ?? ''} time={time} />
          )}
        </StatementBand>
      )}
      {data && !nothingYet && (
        // A new investor starts with no property selected; another day keeps the one open.
        <div aria-busy={isPlaceholderData}>
          <InvestorSummaryView key={data.investor_name} summary={data} returnsOf={investorName ?? ''} time={time} />
        </div>
      )}
    </Page>
  );
}
