import { Page, PageTitle } from '../../components/ui';

/**
 * PLACEHOLDER: routes `/investor` and `/investor/:investor_name`. The real summary (cards, yearly
 * ROI chart, history tables, property strip and detail panel, reading `investor_name` with
 * useParams) comes with its own issue.
 */
export function InvestorSummaryPage() {
  return (
    <Page>
      <PageTitle>Investment Summary</PageTitle>
    </Page>
  );
}
