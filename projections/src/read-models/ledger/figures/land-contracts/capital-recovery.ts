import type { CapitalMovement } from '../facts';
import { signedCapitalCents } from '../facts';
import type { Weight } from '../largest-remainder';
import { allocateLargestRemainder } from '../largest-remainder';
import { compareCodeUnits } from '../order';
import type { Servicing } from './records';
import { receivable } from './terms';

/**
 * The books of a land contract (docs/land-contracts.md, Capital first): each receipt's principal
 * part first returns the investors' capital in the property, split by the capital each still has in
 * it, and only once all of it is back is gain. Capital that cannot come back is written off: at the
 * opening what exceeds the receivable, and at the payoff whatever is left.
 * invested(i, p, d) = contributed(i, p, d) − returned(i, p, d) − written_off(i, p, d).
 */

/** What the books need of one contract: its opening and its receipts' principal parts in processing order. */
export interface ContractForBooks {
  readonly contractId: string;
  readonly contractDate: string;
  readonly receivableCents: number;
  readonly receipts: readonly { readonly id: string; readonly date: string; readonly principalCents: number }[];
  /** The receipt that brought the balance to 0, if one did. */
  readonly paidOffBy: string | null;
}

/** A contract's books input from its servicing (serviced through its last record). */
export const contractForBooks = (servicing: Servicing): ContractForBooks => ({
  contractId: servicing.terms.contractId,
  contractDate: servicing.terms.contractDate,
  receivableCents: receivable(servicing.terms),
  receipts: servicing.receipts.map(({ id, date, principalPaidCents }) => ({ id, date, principalCents: principalPaidCents })),
  paidOffBy: servicing.end?.reason === 'paid_off' ? servicing.end.receiptId : null,
});

/** One investor's capital leaving the property without an investment withdrawal: returned in cash, or written off. */
export interface CapitalReduction {
  readonly investorId: string;
  readonly contractId: string;
  /** The receipt that returned it; null for a write-off at the opening. */
  readonly receiptId: string | null;
  readonly date: string;
  readonly kind: 'returned' | 'written_off';
  readonly amountCents: number;
}

/** A receipt's principal part as the books see it: capital returned, then gain. */
export interface ReceiptCapital {
  readonly receiptId: string;
  readonly contractId: string;
  readonly date: string;
  readonly principalCents: number;
  readonly capitalReturnedCents: number;
  readonly gainCents: number;
  /** The capital returned to each investor (only non-zero parts), in investor order. */
  readonly returnedByInvestor: ReadonlyMap<string, number>;
}

export interface CapitalRecovery {
  readonly receipts: readonly ReceiptCapital[];
  /** Every return and write-off per investor, in the order they happened. */
  readonly reductions: readonly CapitalReduction[];
}

/** A receipt or command that would leave an investor with less than nothing in the property: refused. */
export interface CapitalRefusal {
  readonly kind: 'negative_invested';
  readonly investorId: string;
  readonly date: string;
  readonly investedCents: number;
}

export type CapitalRecoveryResult =
  { readonly ok: true; readonly recovery: CapitalRecovery } | { readonly ok: false; readonly refusal: CapitalRefusal };

export interface CapitalRecoveryInput {
  /** The investments and investment withdrawals of every investor in the property. */
  readonly movements: readonly CapitalMovement[];
  /** The property's contracts (voided ones left out), in any order. */
  readonly contracts: readonly ContractForBooks[];
  /** Where each investor sorts by name (order.ts), for equal remainders; by id when absent. */
  readonly orderKeys?: ReadonlyMap<string, string>;
  /**
   * The books of records already in the log go on past a negative invested rather than refuse: a
   * read model must not stop on a log the commands accepted (the commands refuse with the default).
   */
  readonly lenient?: boolean;
}

type ContractStep =
  | { readonly kind: 'opening'; readonly date: string; readonly contract: ContractForBooks }
  | {
      readonly kind: 'receipt';
      readonly date: string;
      readonly contract: ContractForBooks;
      readonly receipt: ContractForBooks['receipts'][number];
    };

const stepsOf = (contracts: readonly ContractForBooks[]): ContractStep[] =>
  [...contracts]
    .sort((a, b) => compareCodeUnits(a.contractDate, b.contractDate))
    .flatMap((contract): ContractStep[] => [
      { kind: 'opening', date: contract.contractDate, contract },
      ...contract.receipts.map((receipt): ContractStep => ({ kind: 'receipt', date: receipt.date, contract, receipt })),
    ]);

/**
 * Returns and write-offs of a property's contracts. On each date, capital records dated that day come
 * first, then the contracts' openings and receipts in processing order. Refuses when an investor's
 * invested would fall below zero on some date because of a return or write-off (a negative that an
 * investment withdrawal alone made is older than contracts, and not this rule's to refuse).
 */
export const recoverCapital = (input: CapitalRecoveryInput): CapitalRecoveryResult => {
  const orderOf = (id: string) => input.orderKeys?.get(id) ?? id;
  const contributed = new Map<string, number>();
  const invested = new Map<string, number>();
  const receipts: ReceiptCapital[] = [];
  const reductions: CapitalReduction[] = [];

  const holders = (): Weight[] =>
    [...invested]
      .filter(([, cents]) => cents > 0)
      .map(([key, weight]) => ({ key, weight, order: orderOf(key) }))
      .sort((a, b) => compareCodeUnits(a.order, b.order) || compareCodeUnits(a.key, b.key));
  const reduce = (parts: ReadonlyMap<string, number>, base: Omit<CapitalReduction, 'investorId' | 'amountCents'>) => {
    const nonZero = new Map([...parts].filter(([, cents]) => cents !== 0));
    for (const [investorId, amountCents] of nonZero) {
      invested.set(investorId, invested.get(investorId)! - amountCents);
      reductions.push({ ...base, investorId, amountCents });
    }
    return nonZero;
  };
  const total = () => [...invested.values()].reduce((sum, cents) => sum + cents, 0);

  const movements = [...input.movements].sort((a, b) => compareCodeUnits(a.date, b.date));
  const steps = stepsOf(input.contracts);
  const dates = [...new Set([...movements.map((m) => m.date), ...steps.map((s) => s.date)])].sort(compareCodeUnits);
  let nextMovement = 0;
  let nextStep = 0;
  for (const date of dates) {
    for (let movement = movements[nextMovement]; movement?.date === date; movement = movements[++nextMovement]) {
      contributed.set(movement.investorId, (contributed.get(movement.investorId) ?? 0) + signedCapitalCents(movement));
      invested.set(movement.investorId, (invested.get(movement.investorId) ?? 0) + signedCapitalCents(movement));
    }
    for (let step = steps[nextStep]; step?.date === date; step = steps[++nextStep]) {
      const { contract } = step;
      if (step.kind === 'opening') {
        const writtenOff = Math.max(0, total() - contract.receivableCents);
        const base = { contractId: contract.contractId, receiptId: null, date, kind: 'written_off' } as const;
        if (writtenOff > 0) reduce(allocateLargestRemainder(writtenOff, holders()), base);
        continue;
      }
      const { receipt } = step;
      const returned = Math.min(receipt.principalCents, Math.max(0, total()));
      const base = { contractId: contract.contractId, receiptId: receipt.id, date } as const;
      const returnedByInvestor = reduce(allocateLargestRemainder(returned, holders()), { ...base, kind: 'returned' });
      receipts.push({
        ...base,
        receiptId: receipt.id,
        principalCents: receipt.principalCents,
        capitalReturnedCents: returned,
        gainCents: receipt.principalCents - returned,
        returnedByInvestor,
      });
      if (contract.paidOffBy === receipt.id) {
        reduce(new Map(holders().map(({ key }) => [key, invested.get(key)!])), { ...base, kind: 'written_off' });
      }
    }
    for (const [investorId, cents] of [...invested].sort(
      ([a], [b]) => compareCodeUnits(orderOf(a), orderOf(b)) || compareCodeUnits(a, b),
    )) {
      if (!input.lenient && cents < Math.min(0, contributed.get(investorId)!))
        return { ok: false, refusal: { kind: 'negative_invested', investorId, date, investedCents: cents } };
    }
  }
  return { ok: true, recovery: { receipts, reductions } };
};

/**
 * invested(i, p, date) for each investor of the movements: contributed minus returned minus written
 * off, each dated on or before `date`. Pass one property's movements and its reductions.
 */
export const investedWithRecovery = (
  movements: readonly CapitalMovement[],
  reductions: readonly CapitalReduction[],
  date: string,
): Map<string, number> => {
  const invested = new Map<string, number>();
  for (const movement of movements) {
    if (movement.date <= date) invested.set(movement.investorId, (invested.get(movement.investorId) ?? 0) + signedCapitalCents(movement));
  }
  for (const reduction of reductions) {
    if (reduction.date <= date) invested.set(reduction.investorId, (invested.get(reduction.investorId) ?? 0) - reduction.amountCents);
  }
  return invested;
};
