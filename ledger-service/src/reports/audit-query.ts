import { z } from 'zod';
import { isEventType, isoDate } from '@portal/contracts';
import { auditEntityTypes, type AuditFilter } from '@portal/projections';

/**
 * The query of GET /admin/audit_log, and what it means for the audit read model.
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
interface Bound {
  /** The instant to pass to the query. */
  at: string;
  /** Only a date was given (a whole UTC day). */
  isDate: boolean;
  ms: number;
}

const dayMs = 24 * 60 * 60 * 1000;

const bound = one('date or date-time').transform((value, ctx): Bound => {
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

export const auditLogQuery = z
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
    if (query.from && query.to && query.from.ms >= endOf(query.to)) {
      ctx.addIssue({ code: 'custom', message: 'from must not be after to.' });
    }
  });

export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** The first instant after the range a `to` bound closes (a date includes its whole day). */
const endOf = (to: Bound) => (to.isDate ? to.ms + dayMs : to.ms + 1);

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
    if (query.to.isDate) filter.recordedBefore = new Date(query.to.ms + dayMs).toISOString();
    else filter.recordedUntil = query.to.at;
  }
  return filter;
};
