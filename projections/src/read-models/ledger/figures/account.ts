import { sumCents } from './facts';
import { assertIsoDate } from './months';
import type { ReturnsInput } from './returns';

/**
 * The running totals of an investor's capital account (docs/statements.md, "How it ties"): what the
 * books hold of the investor on `asOf`, from the records dated on or before it. Unlike the returns'
 * value, every month's income recorded by then counts, whatever month it is for, so the value is the
 * investor summary's Active Investments + Cash Balance as of that day; and a statement's column, the
 * change of these totals between two days, ties to it by construction.
 */
export interface AccountTotals {
  /** invested + cash balance at investor level; invested alone for one property. */
  readonly valueCents: number;
  readonly contributedCents: number;
  /** Investment withdrawals: capital paid back out to the investor. */
  readonly capitalWithdrawnCents: number;
  /** Capital a land contract wrote off (docs/land-contracts.md): it lowers the value, no cash moves. */
  readonly capitalWrittenOffCents: number;
  /** Cash withdrawals (investor level; 0 for one property). */
  readonly distributedCents: number;
  readonly allocatedCents: number;
  readonly feeCents: number;
  readonly ownExpensesCents: number;
}

/** The account totals of `input.investorId` (for `input.propertyName`, or all properties when null) as of `input.asOf`. */
export const accountTotals = (input: ReturnsInput): AccountTotals => {
  const asOf = assertIsoDate(input.asOf);
  const capital = input.capital.filter((m) => m.date <= asOf);
  const reductions = (input.reductions ?? []).filter((r) => r.date <= asOf);
  const total = <T>(items: readonly T[], pick: (item: T) => number) => sumCents(items.map(pick));
  const ofKind = (items: readonly { readonly kind: string; readonly amountCents: number }[], kind: string) =>
    total(
      items.filter((item) => item.kind === kind),
      (item) => item.amountCents,
    );

  const contributedCents = ofKind(capital, 'investment');
  const capitalWithdrawnCents = ofKind(capital, 'withdrawal');
  const capitalReturnedCents = ofKind(reductions, 'returned');
  const capitalWrittenOffCents = ofKind(reductions, 'written_off');
  const investedCents = contributedCents - capitalWithdrawnCents - capitalReturnedCents - capitalWrittenOffCents;
  const distributedCents =
    input.propertyName === null
      ? total(
          input.cashWithdrawals.filter((w) => w.date <= asOf),
          (w) => w.amountCents,
        )
      : 0;
  const incomeCents = total(input.months, (m) => m.incomeCents);
  // A land contract's capital returned leaves invested for the cash balance: the investor's value keeps it.
  const valueCents = input.propertyName === null ? investedCents + incomeCents + capitalReturnedCents - distributedCents : investedCents;
  return {
    valueCents,
    contributedCents,
    capitalWithdrawnCents,
    capitalWrittenOffCents,
    distributedCents,
    allocatedCents: total(input.months, (m) => m.allocatedCents),
    feeCents: total(input.months, (m) => m.feeCents),
    ownExpensesCents: total(input.months, (m) => m.ownExpensesCents),
  };
};
