import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle } from '../../../components/ui';
import { usePrefetchInvestorReturns } from '../api/use-investor-returns';
import { useInvestorSummary } from '../api/use-investor-summary';
import { InvestorSummaryView } from './InvestorSummaryView';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg};

  & > h1 {
    margin-bottom: ${({ theme }) => theme.space.xs};
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

/**
 * Routes `/investor` (the signed-in investor) and `/investor/:investor_name` (with `banner` over it
 * when an administrator opens it). A 403 (another
 * investor's page), 404 or any other failure shows 'No data available.'; 401 and 422 have already
 * sent the user to / (lib/api).
 */
export function InvestorSummaryPage({ banner }: { banner?: ReactNode }) {
  const { investor_name: investorName } = useParams();
  const { data, isPending } = useInvestorSummary(investorName);
  usePrefetchInvestorReturns(investorName ?? '');

  return (
    <Page>
      {banner}
      <Header>
        <PageTitle>Investment Summary</PageTitle>
        {data && <InvestorName>{data.investor_name}</InvestorName>}
      </Header>
      {isPending ? (
        <Status role="status">Loading...</Status>
      ) : data ? (
        // A new investor starts with no property selected.
        <InvestorSummaryView key={data.investor_name} summary={data} returnsOf={investorName ?? ''} />
      ) : (
        <Status role="status">No data available.</Status>
      )}
    </Page>
  );
}
