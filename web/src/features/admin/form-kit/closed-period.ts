import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { usePeriods } from '../periods/api/use-periods';
import type { FormProblem } from './feedback';

/**
 * The body fields that place a record in a report, and how: a day, or a month whose first day
 * counts. The books closed through a day refuse a record, withdrawal or delete when one of them is
 * on or before it (docs/periods.md); other dates (a property's purchase, an LLC's start) are not held.
 */
const PLACING_FIELDS: Readonly<Record<string, 'day' | 'month'>> = {
  date: 'day',
  income_date: 'day',
  expense_date: 'day',
  payment_date: 'day',
  start_date: 'day',
  end_date: 'day',
  contract_date: 'day',
  close_date: 'day',
  waive_date: 'day',
  income_for_month: 'month',
  expense_for_month: 'month',
};

export const isPlacingField = (name: string): boolean => Object.hasOwn(PLACING_FIELDS, name);

/** The day the books are closed through ('YYYY-MM-DD'), or null when none is closed (or not known yet). */
export function useClosedThrough(): string | null {
  return usePeriods().data?.closed_through ?? null;
}

/** 'Books closed through 12/31/2025', beside a placing field while a period is closed. */
export const closedHint = (closedThrough: string | null): string | undefined =>
  closedThrough === null ? undefined : `Books closed through ${formatDate(closedThrough)}`;

/**
 * The form's placing fields that reach into the books closed through `closedThrough`, as the problem
 * to show beside them; null when none does. The server refuses the same (409), and is the judge.
 */
export function closedPeriodProblem<K extends string>(
  values: Readonly<Record<K, string>>,
  closedThrough: string | null,
): FormProblem<K> | null {
  if (closedThrough === null) return null;
  const inside = (Object.keys(values) as K[]).filter((name) => {
    const value = values[name];
    const kind = PLACING_FIELDS[name];
    if (kind === undefined || value === '') return false;
    return (kind === 'month' ? `${value}-01` : value) <= closedThrough;
  });
  if (inside.length === 0) return null;
  const message = `The books are closed through ${formatDate(closedThrough)}: nothing dated or placed on or before it can be recorded.`;
  return { message, fields: inside, fieldText: `Books closed through ${formatDate(closedThrough)}: choose a later date.` };
}

/** The day a closed-period refusal of the server names ('The books are closed through 12/31/2025: ...'), as 'YYYY-MM-DD'. */
export function closedThroughOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const match = /^The books are closed through (\d{2})\/(\d{2})\/(\d{4})/.exec(error.message);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}
