import { auditRangeEnd, type AuditLogQuery } from '@portal/contracts/api';
import { isEventType } from '@portal/contracts';
import type { AuditFilter } from '@portal/projections';

/** The read model's filter for a valid query. */
export const auditFilterOf = (query: AuditLogQuery): AuditFilter => {
  const filter: AuditFilter = {};
  if (query.entity_type !== undefined && query.entity_name !== undefined)
    filter.entity = { type: query.entity_type, name: query.entity_name };
  if (query.event_type !== undefined && isEventType(query.event_type)) filter.eventType = query.event_type;
  if (query.actor !== undefined) filter.actor = query.actor;
  if (query.correlation_id !== undefined) filter.correlationId = query.correlation_id;
  if (query.from) filter.recordedFrom = query.from.at;
  if (query.to) {
    if (query.to.isDate) filter.recordedBefore = new Date(auditRangeEnd(query.to)).toISOString();
    else filter.recordedUntil = query.to.at;
  }
  return filter;
};
