import { getAuditLog, getAuditOptions } from '@portal/contracts/api';
import type { AuditFilter, AuditQueries } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../../api-router';
import { entryNamer, entryToWire, optionsToWire } from '../../../../areas/reports/answers/audit';
import { auditFilterOf } from '../../../../areas/reports/audit-query';
import type { PersonalData } from '../../../../shared/personal-data';
import type { Directory, People } from '../../../../shared/personal-data/directory';

export interface AuditRouteDeps {
  audit: AuditQueries;
  api: ApiRouterOptions;
  /** Sentences quote sealed values (an investor's email): opened here, `[erased]` once forgotten. */
  personalData: Pick<PersonalData, 'revealInTexts'>;
  /** The trail names investors and portal users by id: named here (docs/personal-data.md). */
  people: Directory;
}

/** A filter as the read model takes it: investors and portal users (and actors) by id, whatever name they were asked by. */
const byIds = (filter: AuditFilter, people: People): AuditFilter => {
  const { entity, actor } = filter;
  const id = (type: string, name: string) =>
    type === 'investor' ? (people.investorNamed(name)?.id ?? name) : type === 'portal_user' ? people.userIdShownAs(name) : name;
  return {
    ...filter,
    ...(entity && { entity: { ...entity, name: id(entity.type, entity.name) } }),
    ...(actor !== undefined && { actor: people.userIdShownAs(actor) }),
    asTyped: { actor, ...(entity?.type === 'portal_user' && { portalUser: entity.name }) },
  };
};

/** The audit trail, filtered and paged (what it holds: contracts/src/api/audit.ts). Admin only. */
export const auditRoutes = (deps: AuditRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  add(getAuditLog, async ({ query }) => {
    const people = await deps.people.current();
    const { entries, total } = await deps.audit.page(byIds(auditFilterOf(query), people), { page: query.page, pageSize: query.page_size });
    const named = entries.map(entryNamer(people));
    const summaries = await deps.personalData.revealInTexts(named.map((entry) => entry.summary));
    const events = named.map((entry, index) => entryToWire({ ...entry, summary: summaries[index]! }));
    return { events, total, page: query.page, page_size: query.page_size };
  });

  add(getAuditOptions, async () => optionsToWire(await deps.audit.options(), await deps.people.current()));

  return router;
};
