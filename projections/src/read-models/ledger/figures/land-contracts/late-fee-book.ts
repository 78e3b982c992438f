import type { AssessedLateFee } from './records';

interface OpenFee {
  readonly installment: number;
  readonly dueDate: string;
  readonly assessedOn: string;
  readonly amountCents: number;
  paidCents: number;
  waivedCents: number;
}

const unpaidOf = (fee: OpenFee): number => fee.amountCents - fee.paidCents - fee.waivedCents;

/**
 * The late fees of a contract while servicing walks it: assessed in installment order, settled by
 * payments oldest first, waived one at a time. It keeps their unpaid sum and the oldest fee that may
 * still be owed, so a long contract's payments do not rescan every earlier fee.
 */
export class LateFeeBook {
  private readonly fees: OpenFee[] = [];
  private oldestOwed = 0;
  private owed = 0;

  /** The unpaid sum of the fees assessed so far. */
  get owedCents(): number {
    return this.owed;
  }

  assess(installment: number, dueDate: string, assessedOn: string, amountCents: number): void {
    this.fees.push({ installment, dueDate, assessedOn, amountCents, paidCents: 0, waivedCents: 0 });
    this.owed += amountCents;
  }

  /** Cancels the unpaid part of the fee of the installment due `dueDate`; nothing when there is none. */
  waive(dueDate: string): void {
    const fee = this.fees.find((candidate) => candidate.dueDate === dueDate);
    if (fee === undefined) return;
    this.owed -= unpaidOf(fee);
    fee.waivedCents += unpaidOf(fee);
  }

  /** Pays fees oldest first from `amountCents`; answers the part that went to fees. */
  settle(amountCents: number): number {
    let rest = amountCents;
    for (; rest > 0 && this.oldestOwed < this.fees.length; this.oldestOwed++) {
      const fee = this.fees[this.oldestOwed]!;
      const part = Math.min(rest, unpaidOf(fee));
      fee.paidCents += part;
      rest -= part;
      if (unpaidOf(fee) > 0) break;
    }
    this.owed -= amountCents - rest;
    return amountCents - rest;
  }

  list(): AssessedLateFee[] {
    return this.fees.map((fee) => ({ ...fee, unpaidCents: unpaidOf(fee) }));
  }
}
