import { auditEntityTypes, type AuditEntityType } from '@portal/contracts/api';
import type { GetAnswer, QueryOf } from '../../../../lib/api';

/** The audit trail's answers, as the contract declares them (contracts/src/api/audit.ts). */
export type AuditPage = GetAnswer<'/admin/audit_log'>;
/** One event of the log as the audit trail shows it. */
export type AuditEvent = AuditPage['events'][number];
export type AuditEntity = AuditEvent['entities'][number];
/** The void event that cancelled a record. */
export type AuditVoid = NonNullable<AuditEvent['voided_by']>;
/** What the filters can offer. */
export type AuditOptions = GetAnswer<'/admin/audit_log/options'>;

/** Whether a text (a URL parameter, a select's value) names a kind of thing an event concerns. */
export const isEntityType = (text: string | null): text is AuditEntityType =>
  (auditEntityTypes as readonly (string | null)[]).includes(text);

/** The query the trail sends: every filter optional; `from`/`to` are ISO instants. */
export type AuditQuery = QueryOf<'/admin/audit_log'>;
