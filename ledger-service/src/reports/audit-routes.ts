import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AuditEntry, AuditEventReference, AuditOptions, AuditQueries } from '@portal/projections';
import type { AppState } from '../http/context';
import { parseInput } from '../shared/parse-input';
import { auditFilterOf, auditLogQuery } from './audit-query';

export interface AuditRouteDeps {
  audit: AuditQueries;
  admin: Middleware<AppState>[];
}

const referenceToWire = (reference: AuditEventReference | null) =>
  reference === null
    ? null
    : {
        event_id: reference.eventId,
        event_type: reference.eventType,
        recorded_at: reference.recordedAt,
        actor: reference.actor,
        correlation_id: reference.correlationId,
        summary: reference.summary,
      };

const entryToWire = (entry: AuditEntry) => ({
  event_id: entry.eventId,
  recorded_at: entry.recordedAt,
  actor: entry.actor,
  event_type: entry.eventType,
  stream: entry.stream,
  entities: entry.entities.map(({ type, name }) => ({ type, name })),
  summary: entry.summary,
  correlation_id: entry.correlationId,
  causation_id: entry.causationId,
  record_id: entry.recordId,
  voids_record_id: entry.voidsRecordId,
  voided_by: referenceToWire(entry.voidedBy),
  voids: referenceToWire(entry.voids),
});

const optionsToWire = (options: AuditOptions) => ({
  event_types: options.eventTypes,
  actors: options.actors,
  entities: options.entities,
});

/**
 * The audit trail (issue 6): every event of the log with its time, actor, type, the things it
 * concerns, a readable summary and its correlation id, newest first; filtered by thing, event type,
 * actor, correlation id and date range, and paged. A record's entry says which event voided it; a
 * void's entry says which record it voided (`voids`). Admin only.
 */
export const auditRoutes = (deps: AuditRouteDeps) => {
  const router = new Router<AppState>();

  router.get('/admin/audit_log', ...deps.admin, async (ctx) => {
    const query = parseInput(auditLogQuery, ctx.query);
    const { entries, total } = await deps.audit.page(auditFilterOf(query), { page: query.page, pageSize: query.page_size });
    ctx.body = { events: entries.map(entryToWire), total, page: query.page, page_size: query.page_size };
  });

  router.get('/admin/audit_log/options', ...deps.admin, async (ctx) => {
    ctx.body = optionsToWire(await deps.audit.options());
  });

  return router;
};
