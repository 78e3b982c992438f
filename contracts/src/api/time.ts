import { z } from 'zod';
import { dateField } from './fields';

/**
 * Reports at another time (docs/time-travel.md): `as_of` a past day (the records dated on or before
 * it, that day being "today") and `known_on` a past moment (the events recorded at or before it).
 * Both may be given together; every report answer says which view it is.
 */

const knownOnPattern = /^(19|20)\d\d-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:?\d\d)$/;

/**
 * An ISO 8601 date-time with its offset (`2025-01-31T17:00:00Z`, `2025-01-31T12:00-05:00`), from
 * 1900 to 2099; it leaves as the same instant written in UTC (`2025-01-31T17:00:00.000Z`).
 */
export const knownOnField = z
  .string({ invalid_type_error: 'Expected one date-time' })
  .trim()
  .regex(knownOnPattern, 'Expected a date-time such as 2025-01-31T17:00:00Z (ISO 8601, with its offset), between 1900 and 2099')
  .transform((value, ctx) => {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Not a calendar date-time' });
      return z.NEVER;
    }
    return instant.toISOString();
  })
  .refine((iso) => /^(19|20)\d\d-/.test(iso), 'Expected a date-time between 1900 and 2099');

/** The query fields every report at another time takes. */
export const timeQuery = { as_of: dateField.optional(), known_on: knownOnField.optional() };

/** What every such answer carries: the view it is (null for what was not asked). */
export const timeAnswer = { as_of: z.string().nullable(), known_on: z.string().nullable() };

/** The view a report was asked for: null fields mean today and everything recorded so far. */
export interface ReportTime {
  readonly asOf: string | null;
  readonly knownOn: string | null;
}
