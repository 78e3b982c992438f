import { auditEntityTypes } from '@portal/contracts/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { auditKeys } from './keys';
import type { AuditOptions, AuditQuery } from './answers';

export const auditLogQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => api.get('/admin/audit_log', { query: { ...query }, signal }),
  });

/** Whatever the server leaves out is an empty list, so the selects always have something to map. */
function toAuditOptions(body: Partial<AuditOptions> | undefined): AuditOptions {
  const entities = Object.fromEntries(auditEntityTypes.map((type) => [type, body?.entities?.[type] ?? []])) as AuditOptions['entities'];
  return { event_types: body?.event_types ?? [], actors: body?.actors ?? [], entities };
}

export const auditOptionsQuery = queryOptions({
  queryKey: auditKeys.options(),
  queryFn: async ({ signal }) => toAuditOptions(await api.get('/admin/audit_log/options', { signal })),
});

/**
 * One page of the log. Every write adds events, so the trail is fetched afresh whenever it is shown;
 * while the next page loads the current one stays on screen.
 */
export function useAuditLog(query: AuditQuery) {
  return useQuery({ ...auditLogQuery(query), staleTime: 0, placeholderData: keepPreviousData });
}

/** The filters' choices (new properties, actors and event types appear with new events). */
export function useAuditOptions() {
  return useQuery({ ...auditOptionsQuery, staleTime: 0 });
}
