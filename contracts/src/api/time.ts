import { z } from 'zod';
import { dateField } from './fields';

/**
 * Reports at another time (docs/time-travel.md): `as_of` a past day (the records dated on or before
 * it, that day being "today") and `known_on` a past moment (the events recorded at or before it).
 * Both may be given together; every report answer says which view it is.
 */

// Hours 00-23 and minutes and seconds 00-59, in the time and the offset: Date would roll T24:00 over
// into the next day, as it rolls 2025-02-30 into March (so the date is checked on its own too).
const knownOnPattern = /^(19|20)\d\d-\d\d-\d\dT([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

/**
 * An ISO 8601 date-time with its offset (`2025-01-31T17:00:00Z`, `2025-01-31T12:00-05:00`), from
 * 1900 to 2099, on a day the calendar has (2025-02-30 is refused, not read as March 2); it leaves as
 * the same instant written in UTC (`2025-01-31T17:00:00.000Z`).
 */
export const knownOnField = z
  .string({ invalid_type_error: 'Expected one date-time' })
  .trim()
  .regex(knownOnPattern, 'Expected a date-time such as 2025-01-31T17:00:00Z (ISO 8601, with its offset), between 1900 and 2099')
  .transform((value, ctx) => {
    const instant = new Date(value);
    if (!dateField.safeParse(value.slice(0, 10)).success || Number.isNaN(instant.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Not a calendar date-time' });
      return z.NEVER;
    }
    const iso = instant.toISOString();
    if (!/^(19|20)\d\d-/.test(iso)) {
      ctx.addIssue({ code: 'custom', message: 'Expected a date-time between 1900 and 2099' });
      return z.NEVER;
    }
    return iso;
  });

/** The query fields every report at another time takes. */
export const timeQuery = { as_of: dateField.optional(), known_on: knownOnField.optional() };

/** What every such answer carries: the view it is (null for what was not asked). */
export const timeAnswer = { as_of: z.string().nullable(), known_on: z.string().nullable() };

/** The view a report was asked for: null fields mean today and everything recorded so far. */
export interface ReportTime {
  readonly asOf: string | null;
  readonly knownOn: string | null;
}
