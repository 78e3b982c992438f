import type { GetAnswer } from '../../../../lib/api';

/** The audit trail's answers, as the contract declares them (contracts/src/api/audit.ts). */
export type AuditPage = GetAnswer<'/admin/audit_log'>;
/** One event of the log as the audit trail shows it. */
export type AuditEvent = AuditPage['events'][number];
export type AuditEntity = AuditEvent['entities'][number];
/** The void event that cancelled a record. */
export type AuditVoid = NonNullable<AuditEvent['voided_by']>;
/** What the filters can offer. */
export type AuditOptions = GetAnswer<'/admin/audit_log/options'>;

/** The kinds of thing an event concerns, as `GET /admin/audit_log` names them. */
export const ENTITY_TYPES = ['property', 'investor', 'llc', 'portal_user'] as const satisfies readonly AuditEntity['type'][];
export type EntityType = (typeof ENTITY_TYPES)[number];

export const isEntityType = (text: string | null): text is EntityType => (ENTITY_TYPES as readonly (string | null)[]).includes(text);

/** The query the trail sends: every filter optional; `from`/`to` are ISO instants. */
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
