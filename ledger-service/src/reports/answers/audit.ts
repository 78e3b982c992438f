import type { CallResponse, getAuditOptions } from '@portal/contracts/api';
import type { AuditEntry, AuditEventReference, AuditOptions } from '@portal/projections';

/** The audit trail's answers. */

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

export const entryToWire = (entry: AuditEntry) => ({
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

export const optionsToWire = (options: AuditOptions): CallResponse<typeof getAuditOptions> => ({
  event_types: options.eventTypes,
  actors: options.actors,
  entities: options.entities,
});
