import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ReportTimeBanner, ReportTimeFields } from '../../../components/time-travel';
import { Page, PageTitle } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { useReportTime } from '../../../lib/use-report-time';
import { useSeesBackOffice } from '../../auth';
import { usePrefetchInvestorReturns } from '../api/use-investor-returns';
import { useInvestorSummary } from '../api/use-investor-summary';
import { InvestorSummaryView } from './InvestorSummaryView';

/** The title and the investor on the left; the statement's date on the right, or under them on a phone. */
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};

  & h1 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Title = styled.div`
  min-width: 0;
`;

/**
 * As wide as its fields side by side (`$both`: As of and As known on), beside the title where there
 * is room, under it otherwise; the whole width on a phone.
 */
const When = styled.div<{ $both: boolean }>`
  flex: 0 1 ${({ $both }) => ($both ? '37rem' : '14rem')};
  min-width: min(100%, 10.5rem);

  ${({ theme }) => theme.media.down('sm')} {
    flex-basis: 100%;
  }
`;

const InvestorName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The server's reason for a refused day or moment (400); anything else is 'No data available.'. */
const failureText = (error: unknown) => (isApiError(error) && error.status === 400 ? error.message : 'No data available.');

/**
 * Routes `/investor` (the signed-in investor) and `/investor/:investor_name` (with `banner` over it
 * when an administrator or an auditor opens it). 'As of' shows the statement of a past day, and for
 * administrators and auditors 'As known on' shows it from what had been recorded by a past moment;
 * both are kept in the URL (`?as_of=2024-12-31&known_on=...`) and said in a banner with the way back
 * to today. A 403 (another investor's page), 404 or any other failure shows 'No data available.'; 401
 * and 422 have already sent the user to / (lib/api).
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
      <Header>
        <Title>
          <PageTitle>Investment Summary</PageTitle>
          {data && <InvestorName>{data.investor_name}</InvestorName>}
        </Title>
        <When $both={staff}>
          <ReportTimeFields time={time} onChange={setTime} knownOn={staff} label="Statement date" />
        </When>
      </Header>
      <ReportTimeBanner time={time} noun="Statement" todayLink={todayLink} />
      {isPending ? (
        <Status role="status">Loading...</Status>
      ) : data ? (
        // A new investor starts with no property selected; another day keeps the one open.
        <div aria-busy={isPlaceholderData}>
          <InvestorSummaryView key={data.investor_name} summary={data} returnsOf={investorName ?? ''} time={time} />
        </div>
      ) : (
        <Status role="status">{failureText(error)}</Status>
      )}
    </Page>
  );
}
