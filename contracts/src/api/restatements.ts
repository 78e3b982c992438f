import { z } from 'zod';
import { staffRead } from './call';
import { dateField } from './fields';
import { knownOnField } from './time';

/**
 * What changed after a statement went out (docs/time-travel.md): for each investor and each of
 * total investments, total income and cash balance whose value as of `as_of` (today unless given)
 * differs between the log as known at `known_on` and the log as known now, both values, the
 * difference, and the events recorded after `known_on` that changed it.
 */

export const restatedFigures = ['total_investments', 'total_income', 'cash_balance'] as const;

const restatementsQuery = z.object({
  known_on: knownOnField,
  as_of: dateField.optional(),
});

const dollars = z.number();

export const restatementRow = z
  .object({
    investor_name: z.string(),
    figure: z.enum(restatedFigures),
    as_known_then: dollars,
    as_known_now: dollars,
    /** as_known_now - as_known_then. */
    delta: dollars,
    /** The events recorded after known_on that moved this figure, in log order (their ids are the audit trail's). */
    events: z.array(z.object({ id: z.string(), type: z.string(), recorded_at: z.string(), actor: z.string() }).strict()),
  })
  .strict();

export const getRestatements = staffRead('/admin/restatements', 'Restatements', {
  query: restatementsQuery,
  response: z.object({ as_of: z.string(), known_on: z.string(), restatements: z.array(restatementRow) }).strict(),
});

/** The same list as CSV, one line a figure: investor_name,figure,as_known_then,as_known_now,delta,events (ids joined by spaces). */
export const getRestatementsCsv = staffRead('/admin/restatements.csv', 'Restatements CSV', {
  query: restatementsQuery,
  response: z.string(),
  produces: 'text/csv',
});
