import { formatDate } from '../../lib/format';
import type { StatementItem } from './api/statements';
import { periodText } from './period';

let dayFormat: Intl.DateTimeFormat | undefined;

/** An instant as the reader's own calendar day, '10/05/2026', the portal's date form. */
export function dayOf(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  dayFormat ??= new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  return dayFormat.format(time);
}

/** A period's days, '07/01/2026 – 09/30/2026'. */
export const periodDays = ({ from, through }: { from: string; through: string }) => `${formatDate(from)} – ${formatDate(through)}`;

/** What a document of the list is, as its row names it: a statement's period, or 'Distribution notice'. */
export const documentTitle = (item: Pick<StatementItem, 'kind' | 'from' | 'through'>) =>
  item.kind === 'distribution_notice' ? 'Distribution notice' : periodText(item);

/** A document's days: a statement's period, a notice's one day (the run's date, which is both its `from` and `through`). */
export const documentDays = (item: Pick<StatementItem, 'kind' | 'from' | 'through'>) =>
  item.kind === 'distribution_notice' ? formatDate(item.from) : periodDays(item);

/**
 * Where a statement stands, in words: the current one says nothing, a superseded one by which
 * statement (the one of the day it was issued), an erased one that it can no longer be read.
 */
export function standing(statement: StatementItem, all: readonly StatementItem[]): string | null {
  if (statement.erased) return 'Erased with your personal data: no longer available';
  if (statement.superseded_by === null) return null;
  const later = all.find((other) => other.statement_id === statement.superseded_by);
  return later ? `Superseded by the statement of ${dayOf(later.issued_at)}` : 'Superseded by a later statement';
}
