export { investorSummaryKeys } from './api/keys';
export type { InvestorProperty, InvestorSummary } from './api/answers';
export { useInvestorProperty } from './api/use-investor-property';
export { useInvestorSummary } from './api/use-investor-summary';
export { InvestorSummaryPage } from './components/InvestorSummaryPage';
