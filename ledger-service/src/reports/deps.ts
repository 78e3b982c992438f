import type { Middleware } from 'koa';
import type { AuditQueries, LedgerQueries, PortalUserQueries } from '@portal/projections';
import type { ApiRouterOptions } from '../http/api-router';
import type { AppState } from '../http/context';
import type { Clock } from '../shared/clock';

/** What the read calls need from the composition: the read models, the clock, and the guards. */
export interface ReportRouteDeps {
  ledger: LedgerQueries;
  users: Pick<PortalUserQueries, 'investorsWithPortalUser'>;
  /** "today" of every figure that depends on it (invested(i, p, today), roi_per_year, tax_years). */
  clock: Clock;
  /** The audit trail (GET /admin/audit_log). */
  audit: AuditQueries;
  signedIn: Middleware<AppState>[];
  admin: Middleware<AppState>[];
  api: ApiRouterOptions;
}
