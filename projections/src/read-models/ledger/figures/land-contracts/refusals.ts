import { assertCents } from '../rounding';
import type { CapitalRefusal } from './capital-recovery';
import type { PaymentRefusal } from './records';
import type { PayoffRefusal } from './status';
import type { WaiverRefusal } from './waivers';

/**
 * The sentences a clerk reads when a land-contract command or quote is refused. Money is written as
 * the service's other refusals write it: dollars with a sign, thousands separators and two decimals,
 * as in "the payoff of $99,508.80".
 */

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Integer cents as dollars, e.g. 9950880 → '99,508.80', -589 → '-5.89'. */
export const formatDollars = (cents: number): string => {
  assertCents(cents);
  const whole = Math.trunc(Math.abs(cents) / 100);
  const text = `${thousands.format(whole)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
};

/** Integer cents as a refusal names them, e.g. 9950880 → '$99,508.80', -589 → '-$5.89'. */
const money = (cents: number): string => (cents < 0 ? `-$${formatDollars(-cents)}` : `$${formatDollars(cents)}`);

/** Why a payment (or a change that re-splits payments) on `propertyName`'s contract is refused. */
export const paymentRefusalMessage = (refusal: PaymentRefusal, propertyName: string): string => {
  switch (refusal.kind) {
    case 'exceeds_payoff':
      return `The amount exceeds the payoff of ${money(refusal.payoffCents)} for ${propertyName} on ${refusal.date}.`;
    case 'after_end': {
      const how = refusal.end.reason === 'paid_off' ? 'paid off' : 'closed';
      return `The land contract on ${propertyName} was ${how} on ${refusal.end.date}: a payment dated ${refusal.date} would come after its end.`;
    }
  }
};

/** Why a payoff quote for `propertyName` is refused. */
export const payoffRefusalMessage = (refusal: PayoffRefusal, propertyName: string): string => {
  switch (refusal.kind) {
    case 'not_open':
      return `${propertyName} has no open land contract.`;
    case 'before_contract_date':
      return `A payoff can be quoted from the contract date ${refusal.contractDate} on, not for ${refusal.goodThrough}.`;
    case 'before_last_receipt':
      return `A payoff can be quoted from the date of the last receipt ${refusal.lastReceiptDate} on, not for ${refusal.goodThrough}.`;
  }
};

/** Why a command that would leave `investorName` with negative capital in `propertyName` is refused. */
export const capitalRefusalMessage = (refusal: CapitalRefusal, investorName: string, propertyName: string): string =>
  `This would leave ${investorName} with ${money(refusal.investedCents)} of capital in ${propertyName} on ${refusal.date}: ` +
  'a land contract cannot return capital that was withdrawn.';

/** Why a late-fee waiver on `propertyName`'s contract is refused. */
export const waiverRefusalMessage = (refusal: WaiverRefusal, propertyName: string): string =>
  refusal.kind === 'no_fee'
    ? `No late fee was assessed on ${propertyName} for the installment due ${refusal.dueDate} by ${refusal.waiveDate}.`
    : `Nothing of the late fee on ${propertyName} for the installment due ${refusal.dueDate} is unpaid on ${refusal.waiveDate}.`;
