import { z } from 'zod';
import { isEventType } from '../events';
import { isoDate } from '../events/values';
import { staffRead } from './call';

/** The kinds of things the audit trail can be filtered by. */
export const auditEntityTypes = ['property', 'investor', 'llc', 'portal_user'] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/**
 * The audit trail: every event of the log with its time, actor, type, the things it concerns, a
 * readable summary and its correlation id, newest first; filtered and paged. A record's entry says
 * which event voided it; a void's entry says which record it voided (`voids`).
 *
 * The query of GET /admin/audit_log:
 *
 * `from` and `to` take an ISO 8601 date-time (`2026-03-01T05:00:00.000Z`, any offset) or a date
 * `YYYY-MM-DD`, which is a UTC day: `from` a date starts at its midnight, `to` a date includes that
 * whole day. Paging counts from page 1, 50 entries a page unless `page_size` (1 to 200) says otherwise.
 */

export const defaultPageSize = 50;
export const maxPageSize = 200;
const maxPage = 100_000_000;

const one = (what: string) => z.string({ invalid_type_error: `Expected one ${what}` });

/** A bound of the date range, as given (Postgres reads it) and as a millisecond count (to compare). */
export interface AuditBound {
  /** The instant to pass to the query. */
  at: string;
  /** Only a date was given (a whole UTC day). */
  isDate: boolean;
  ms: number;
}

const dayMs = 24 * 60 * 60 * 1000;

const bound = one('date or date-time').transform((value, ctx): AuditBound => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (isoDate.safeParse(value).success) return { at: `${value}T00:00:00.000Z`, isDate: true, ms: Date.parse(`${value}T00:00:00.000Z`) };
  } else if (z.string().datetime({ offset: true }).safeParse(value).success && isoDate.safeParse(value.slice(0, 10)).success) {
    return { at: value, isDate: false, ms: Date.parse(value) };
  }
  ctx.addIssue({ code: 'custom', message: 'Expected a date YYYY-MM-DD or an ISO 8601 date-time such as 2026-03-01T05:00:00.000Z' });
  return z.NEVER;
});

const wholeNumber = (what: string, max: number) =>
  one(what)
    .regex(/^\d{1,12}$/, `Expected a whole number from 1 to ${max.toLocaleString('en-US')}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `Expected a whole number from 1 to ${max.toLocaleString('en-US')}`)
        .max(max, `Expected a whole number from 1 to ${max.toLocaleString('en-US')}`),
    );

const auditLogQuery = z
  .object({
    entity_type: z.enum(auditEntityTypes, { errorMap: () => ({ message: `Expected one of ${auditEntityTypes.join(', ')}` }) }).optional(),
    entity_name: one('name').min(1, 'Expected a name').max(200, 'Expected at most 200 characters').optional(),
    event_type: one('event type').optional(),
    actor: one('username').min(1, 'Expected a username').max(200, 'Expected at most 200 characters').optional(),
    correlation_id: one('correlation id').min(1, 'Expected a correlation id').max(200, 'Expected at most 200 characters').optional(),
    from: bound.optional(),
    to: bound.optional(),
    page: wholeNumber('page', maxPage).default('1'),
    page_size: wholeNumber('page size', maxPageSize).default(String(defaultPageSize)),
  })
  .superRefine((query, ctx) => {
    if ((query.entity_type === undefined) !== (query.entity_name === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'entity_type and entity_name go together: give both, or neither.' });
    }
    if (query.event_type !== undefined && !isEventType(query.event_type)) {
      ctx.addIssue({ code: 'custom', message: `Unknown event type ${query.event_type}.` });
    }
    if (query.from && query.to && query.from.ms >= auditRangeEnd(query.to)) {
      ctx.addIssue({ code: 'custom', message: 'from must not be after to.' });
    }
  });

export type AuditLogQuery = z.output<typeof auditLogQuery>;

/** The first instant after the range a `to` bound closes (a date includes its whole day). */
export const auditRangeEnd = (to: AuditBound) => (to.isDate ? to.ms + dayMs : to.ms + 1);

/** An event another entry points at: the void of a record, or the record a void voids. */
export const auditEventReference = z
  .object({
    event_id: z.string(),
    event_type: z.string(),
    recorded_at: z.string(),
    actor: z.string(),
    correlation_id: z.string(),
    summary: z.string(),
  })
  .strict();

const auditEntry = z
  .object({
    event_id: z.string(),
    recorded_at: z.string(),
    actor: z.string(),
    event_type: z.string(),
    stream: z.string(),
    entities: z.array(z.object({ type: z.enum(auditEntityTypes), name: z.string() }).strict()),
    summary: z.string(),
    correlation_id: z.string(),
    causation_id: z.string().nullable(),
    record_id: z.string().nullable(),
    voids_record_id: z.string().nullable(),
    voided_by: auditEventReference.nullable(),
    voids: auditEventReference.nullable(),
  })
  .strict();

export const getAuditLog = staffRead('/admin/audit_log', 'Audit Trail', {
  query: auditLogQuery,
  response: z
    .object({ events: z.array(auditEntry), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
    .strict(),
});

/** What the filters offer: every event type, everyone who ever acted, every thing the log ever named. */
export const getAuditOptions = staffRead('/admin/audit_log/options', 'Audit Trail Filters', {
  response: z
    .object({
      event_types: z.array(z.string()),
      actors: z.array(z.string()),
      entities: z
        .object({
          property: z.array(z.string()),
          investor: z.array(z.string()),
          llc: z.array(z.string()),
          portal_user: z.array(z.string()),
        })
        .strict(),
    })
    .strict(),
});
