import type { LandContract } from './records';
import { servicedThrough } from './servicing';

/** Why a waiver of the fee of the installment due `dueDate`, dated `waiveDate`, is refused. */
export type WaiverRefusal =
  | { readonly kind: 'no_fee'; readonly dueDate: string; readonly waiveDate: string }
  | { readonly kind: 'nothing_unpaid'; readonly dueDate: string; readonly waiveDate: string };

/**
 * The waiver's own checks, at the moment it takes effect: after the fees assessed on `waiveDate`
 * and the waivers dated up to it, before that day's payments (the order of a day). Null when a fee
 * with an unpaid part is there to waive. The decider also checks the contract with the waiver
 * added (`landContractRefusal`): money a waived fee no longer takes goes on to interest and
 * principal, which can turn a payment into an overpayment.
 */
export const lateFeeWaiverRefusal = (contract: LandContract, dueDate: string, waiveDate: string): WaiverRefusal | null => {
  const before = { ...contract, payments: contract.payments.filter((payment) => payment.date < waiveDate) };
  const fee = servicedThrough(before, waiveDate).lateFees.find((candidate) => candidate.dueDate === dueDate);
  if (fee === undefined) return { kind: 'no_fee', dueDate, waiveDate };
  return fee.unpaidCents === 0 ? { kind: 'nothing_unpaid', dueDate, waiveDate } : null;
};
