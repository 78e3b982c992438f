import { getAuditLog, getAuditOptions } from '@portal/contracts/api';
import type { AuditQueries } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../http/api-router';
import { entryToWire, optionsToWire } from './answers/audit';
import { auditFilterOf } from './audit-query';
import type { PersonalData } from '../personal-data';

export interface AuditRouteDeps {
  audit: AuditQueries;
  api: ApiRouterOptions;
  /** Sentences quote sealed values (an investor's email): opened here, `[erased]` once forgotten. */
  personalData: Pick<PersonalData, 'revealInTexts'>;
}

/** The audit trail, filtered and paged (what it holds: contracts/src/api/audit.ts). Admin only. */
export const auditRoutes = (deps: AuditRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  add(getAuditLog, async ({ query }) => {
    const { entries, total } = await deps.audit.page(auditFilterOf(query), { page: query.page, pageSize: query.page_size });
    const summaries = await deps.personalData.revealInTexts(entries.map((entry) => entry.summary));
    const events = entries.map((entry, index) => entryToWire({ ...entry, summary: summaries[index]! }));
    return { events, total, page: query.page, page_size: query.page_size };
  });

  add(getAuditOptions, async () => optionsToWire(await deps.audit.options()));

  return router;
};
