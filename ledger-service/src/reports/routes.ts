import type Router from '@koa/router';
import type { AppState } from '../http/context';
import { adminReportRoutes } from './admin-routes';
import { auditRoutes } from './audit-routes';
import type { ReportRouteDeps } from './deps';
import { investorReportRoutes } from './investor-routes';
import { taxReportRoutes } from './tax-routes';

export type { ReportRouteDeps } from './deps';

/** Every read call (issue 3, "Reads"; issue 4, the tax reports, from the ledger read model; issue 6, the audit trail, from its own). */
export const reportRoutes = (deps: ReportRouteDeps): Router<AppState>[] => [
  investorReportRoutes(deps),
  adminReportRoutes(deps),
  taxReportRoutes(deps),
  auditRoutes(deps),
];
