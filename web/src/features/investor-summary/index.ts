export { InvestorSummaryPage } from './InvestorSummaryPage';
