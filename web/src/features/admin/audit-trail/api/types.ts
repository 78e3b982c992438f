/** The kinds of thing an event concerns, as `GET /admin/audit_log` names them. */
export const ENTITY_TYPES = ['property', 'investor', 'llc', 'portal_user'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const isEntityType = (text: string | null): text is EntityType => (ENTITY_TYPES as readonly (string | null)[]).includes(text);

export interface AuditEntity {
  type: EntityType;
  name: string;
}

/** The void event that cancelled a record. */
export interface AuditVoid {
  event_id: string;
  event_type: string;
  recorded_at: string;
  actor: string;
  correlation_id: string;
}

/** One event of the log as the audit trail shows it. */
export interface AuditEvent {
  event_id: string;
  /** ISO 8601 instant. */
  recorded_at: string;
  actor: string;
  event_type: string;
  stream: string;
  entities: AuditEntity[];
  summary: string;
  correlation_id: string;
  causation_id: string | null;
  /** The ledger record this event recorded, if it recorded one. */
  record_id: string | null;
  /** The record this (void) event cancels. */
  voids_record_id: string | null;
  /** Set on a record's event once a void has cancelled it. */
  voided_by: AuditVoid | null;
}

/** One page of events, newest first. */
export interface AuditPage {
  events: AuditEvent[];
  total: number;
  page: number;
  page_size: number;
}

/** What the filters can offer. */
export interface AuditOptions {
  event_types: string[];
  actors: string[];
  entities: Record<EntityType, string[]>;
}

/** The query of `GET /admin/audit_log`: every field optional; `from`/`to` are ISO instants. */
export interface AuditLogQuery {
  entity_type?: EntityType;
  entity_name?: string;
  event_type?: string;
  actor?: string;
  from?: string;
  to?: string;
  page: number;
  page_size: number;
}
