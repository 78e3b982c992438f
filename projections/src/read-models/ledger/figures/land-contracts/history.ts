import { monthOf } from '../months';
import { compareCodeUnits } from '../order';
import type { CapitalRecovery } from './capital-recovery';
import type { ReceiptSplit, Servicing } from './records';

/** A receipt as the contract's history shows it: its split, and what the books made of its principal. */
export interface HistoryRow extends ReceiptSplit {
  readonly capitalReturnedCents: number;
  readonly gainCents: number;
}

export interface LandContractTotals {
  /** The whole amounts of the payments (the down payment excluded). */
  readonly paymentsCents: number;
  readonly lateFeesPaidCents: number;
  readonly interestPaidCents: number;
  /** Principal paid by the payments (the down payment excluded). */
  readonly principalPaidCents: number;
  /** Capital returned and gain of every receipt, the down payment included. */
  readonly capitalReturnedCents: number;
  readonly gainCents: number;
  readonly capitalWrittenOffCents: number;
}

const byReceipt = (recovery: CapitalRecovery) => new Map(recovery.receipts.map((receipt) => [receipt.receiptId, receipt]));

/** The history: every receipt serviced, in processing order, with its capital returned and gain. */
export const landContractHistory = (servicing: Servicing, recovery: CapitalRecovery): HistoryRow[] => {
  const capital = byReceipt(recovery);
  return servicing.receipts.map((receipt) => {
    const books = capital.get(receipt.id);
    if (books === undefined) throw new Error(`Receipt ${receipt.id} is missing from the books of contract ${servicing.terms.contractId}`);
    return { ...receipt, capitalReturnedCents: books.capitalReturnedCents, gainCents: books.gainCents };
  });
};

/** The totals of the history, and the contract's write-offs dated through the servicing's date. */
export const landContractTotals = (history: readonly HistoryRow[], servicing: Servicing, recovery: CapitalRecovery): LandContractTotals => {
  const payments = history.filter((row) => row.kind === 'payment');
  const sum = (rows: readonly HistoryRow[], part: (row: HistoryRow) => number) => rows.reduce((total, row) => total + part(row), 0);
  const writtenOff = recovery.reductions.filter(
    (reduction) =>
      reduction.contractId === servicing.terms.contractId && reduction.kind === 'written_off' && reduction.date <= servicing.through,
  );
  return {
    paymentsCents: sum(payments, (row) => row.amountCents),
    lateFeesPaidCents: sum(payments, (row) => row.lateFeesPaidCents),
    interestPaidCents: sum(payments, (row) => row.interestPaidCents),
    principalPaidCents: sum(payments, (row) => row.principalPaidCents),
    capitalReturnedCents: sum(history, (row) => row.capitalReturnedCents),
    gainCents: sum(history, (row) => row.gainCents),
    capitalWrittenOffCents: writtenOff.reduce((total, reduction) => total + reduction.amountCents, 0),
  };
};

/** What a property's contracts bring into one month (receipts and write-offs dated in it). */
export interface LandContractMonth {
  readonly month: string;
  readonly lateFeesPaidCents: number;
  readonly interestPaidCents: number;
  readonly gainCents: number;
  /** What enters gross(p, m): late fees paid + interest paid + gain. Capital returned never does. */
  readonly grossCents: number;
  /** Every principal part, the down payment included: capital returned + gain. */
  readonly principalReceivedCents: number;
  readonly capitalReturnedCents: number;
  readonly capitalWrittenOffCents: number;
}

/**
 * The income parts of a property's contract receipts per month, ascending: only months with a
 * receipt or a write-off. `history` holds the rows of all the property's contracts.
 */
export const landContractMonths = (history: readonly HistoryRow[], recovery: CapitalRecovery): LandContractMonth[] => {
  const months = new Map<
    string,
    {
      lateFeesPaidCents: number;
      interestPaidCents: number;
      gainCents: number;
      capitalReturnedCents: number;
      capitalWrittenOffCents: number;
    }
  >();
  const monthAt = (date: string) => {
    const month = monthOf(date);
    const sums = months.get(month) ?? {
      lateFeesPaidCents: 0,
      interestPaidCents: 0,
      gainCents: 0,
      capitalReturnedCents: 0,
      capitalWrittenOffCents: 0,
    };
    months.set(month, sums);
    return sums;
  };
  for (const row of history) {
    const sums = monthAt(row.date);
    sums.lateFeesPaidCents += row.lateFeesPaidCents;
    sums.interestPaidCents += row.interestPaidCents;
    sums.gainCents += row.gainCents;
    sums.capitalReturnedCents += row.capitalReturnedCents;
  }
  for (const reduction of recovery.reductions) {
    if (reduction.kind === 'written_off') monthAt(reduction.date).capitalWrittenOffCents += reduction.amountCents;
  }
  return [...months]
    .sort(([a], [b]) => compareCodeUnits(a, b))
    .map(([month, sums]) => ({
      month,
      ...sums,
      grossCents: sums.lateFeesPaidCents + sums.interestPaidCents + sums.gainCents,
      principalReceivedCents: sums.capitalReturnedCents + sums.gainCents,
    }));
};
