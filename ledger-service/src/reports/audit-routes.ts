import { getAuditLog, getAuditOptions } from '@portal/contracts/api';
import type { AuditQueries } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../http/api-router';
import { entryToWire, optionsToWire } from './answers/audit';
import { auditFilterOf } from './audit-query';

export interface AuditRouteDeps {
  audit: AuditQueries;
  api: ApiRouterOptions;
}

/** The audit trail, filtered and paged (what it holds: contracts/src/api/audit.ts). Admin only. */
export const auditRoutes = (deps: AuditRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  add(getAuditLog, async ({ query }) => {
    const { entries, total } = await deps.audit.page(auditFilterOf(query), { page: query.page, pageSize: query.page_size });
    return { events: entries.map(entryToWire), total, page: query.page, page_size: query.page_size };
  });

  add(getAuditOptions, async () => optionsToWire(await deps.audit.options()));

  return router;
};
