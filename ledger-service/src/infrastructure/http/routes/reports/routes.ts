import type Router from '@koa/router';
import type { AppState } from '../../context';
import { adminReportRoutes } from './admin-routes';
import { auditRoutes } from './audit-routes';
import type { ReportRouteDeps } from './deps';
import { investorReportRoutes } from './investor-routes';
import { landContractRoutes } from './land-contract-routes';
import { restatementRoutes } from './restatement-routes';
import { taxReportRoutes } from './tax-routes';

export type { ReportRouteDeps } from './deps';

/**
 * Every read call: the reports from the read models, the same at another time (docs/time-travel.md),
 * the land contracts (with the previews of their forms) and the audit trail.
 */
export const reportRoutes = (deps: ReportRouteDeps): Router<AppState>[] => [
  investorReportRoutes(deps),
  adminReportRoutes(deps),
  taxReportRoutes(deps),
  landContractRoutes(deps),
  restatementRoutes(deps),
  auditRoutes(deps),
];
