import type { CallResponse, getRestatements } from '@portal/contracts/api';
import type { timeTravel } from '@portal/projections';
import { stringify } from 'csv-stringify/sync';
import { formatCents, neutraliseFormula } from '../tax-csv';
import { centsToDollars, type InvestorNamer } from './ledger';

/** GET /admin/restatements: what changed after `knownOn`, in dollars (docs/time-travel.md). */
export const restatementsToWire = (
  asOf: string,
  knownOn: string,
  restatements: readonly timeTravel.Restatement[],
  nameOf: InvestorNamer,
): CallResponse<typeof getRestatements> => ({
  as_of: asOf,
  known_on: knownOn,
  restatements: restatements.map((r) => ({
    investor_name: nameOf(r.investorId),
    figure: r.figure,
    as_known_then: centsToDollars(r.thenCents),
    as_known_now: centsToDollars(r.nowCents),
    delta: centsToDollars(r.nowCents - r.thenCents),
    events: r.events.map((e) => ({ id: e.id, type: e.event.type, recorded_at: e.recordedAt, actor: e.actor })),
  })),
});

/** GET /admin/restatements.csv: one line a figure; the events' ids joined by spaces (each is in the audit trail). */
export const restatementsCsv = (restatements: readonly timeTravel.Restatement[], nameOf: InvestorNamer): string =>
  stringify(
    restatements.map((r) => [
      neutraliseFormula(nameOf(r.investorId)),
      r.figure,
      r.thenCents,
      r.nowCents,
      r.nowCents - r.thenCents,
      r.events.map((e) => e.id).join(' '),
    ]),
    {
      header: true,
      columns: ['investor_name', 'figure', 'as_known_then', 'as_known_now', 'delta', 'events'],
      // Amounts are cents written as dollars (numbers: never taken for formulas); text is neutralised.
      cast: { number: formatCents },
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
