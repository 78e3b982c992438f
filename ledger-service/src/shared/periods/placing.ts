import { conflict } from '../errors';

/**
 * A date that places a record in a report: its own date, the month an income or expense is for, or
 * the period a partner income covers. The books closed through a day refuse a record (and the
 * void of one) when any of its placing dates reaches into the closed period (docs/periods.md).
 */
export interface PlacingDate {
  /** The field as the call names it ('income_for_month'), for the refusal. */
  readonly field: string;
  /** As the refusal shows it: '03/05/2025', '03/2025', '01/01/2025 to 06/30/2025'. */
  readonly shown: string;
  /** Its first day, 'YYYY-MM-DD': the date is inside a period closed through any day on or after it. */
  readonly firstDay: string;
  /** A record's own date (the message says "dated"). */
  readonly own: boolean;
}

/** 'YYYY-MM-DD' as MM/DD/YYYY. */
export const shownDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** A record's own date ('YYYY-MM-DD'). */
export const ownDate = (field: string, date: string): PlacingDate => ({ field, shown: shownDate(date), firstDay: date, own: true });

/** The month ('YYYY-MM') a record is for: its first day counts. */
export const forMonth = (field: string, month: string): PlacingDate => ({
  field,
  shown: `${month.slice(5, 7)}/${month.slice(0, 4)}`,
  firstDay: `${month}-01`,
  own: false,
});

/** The period a record covers, first and last day: any part of it inside the closed period counts. */
export const covering = (field: string, start: string, end: string): PlacingDate => ({
  field,
  shown: `${shownDate(start)} to ${shownDate(end)}`,
  firstDay: start,
  own: false,
});

/**
 * The refusal of a record, void or withdrawal placed in the books closed through `closedThrough`
 * by one of `dates` (the first such one is named), or null when none is.
 */
export const closedPeriodRefusal = (dates: readonly PlacingDate[], closedThrough: string | null) => {
  if (closedThrough === null) return null;
  const inside = dates.find((date) => date.firstDay <= closedThrough);
  if (!inside) return null;
  const through = `The books are closed through ${shownDate(closedThrough)}`;
  if (inside.own) return conflict(`${through}: nothing dated ${inside.shown} can be recorded or deleted.`);
  return conflict(
    `${through}: its ${inside.field} (${inside.shown}) reaches into the closed period, and nothing placed there can be recorded or deleted.`,
  );
};

/** Throws the refusal when one of `dates` is inside the closed period. */
export const assertOpen = (dates: readonly PlacingDate[], closedThrough: string | null) => {
  const refusal = closedPeriodRefusal(dates, closedThrough);
  if (refusal) throw refusal;
};
