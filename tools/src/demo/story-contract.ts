import { purchaseDate, purchaseMonth, type DemoProperty } from './portfolio';
import { openContract, waiveLateFee, type DemoRequest, type Phase } from './requests';
import { landContractStory } from './story-other';
import { addMonths, dateIn, dollars, monthLabel, monthOf, slug } from './units';

/**
 * The land contract the demo services (docs/land-contracts.md): the storefront sold to the bakery
 * in it on the day the LLC bought it. Its payments are the other land contracts' story, but for
 * two months: one installment paid late (after the grace days, so a late fee is assessed and the
 * payment pays it first) and, two months later, one paid short, whose fee the firm waives; the
 * next payment brings the rest. The contract is opened once the payments are in, back-dated to
 * the sale, so they are split by it as if it had been there all along.
 */

const GRACE_DAYS = 10;
const DOWN_PAYMENT_DOLLARS = 14_000;
const SHORT_PAYMENT_CENTS = 900_00;
/** The late payment's day: after the due day and its grace days. */
const LATE_DAY = 24;

const isPayment = (request: DemoRequest) => request.command.call.path === '/admin/record_lc_payment';

/**
 * The months whose payment is late and short: among the story's payments of one installment (the
 * months the buyer paid alone), the fifth and the third from the end, so the next payment still
 * comes after each.
 */
const changedMonths = (p: DemoProperty, story: readonly DemoRequest[]) => {
  const single = story.filter((request) => isPayment(request) && request.body.amount === p.monthlyDollars);
  const late = single.at(-5);
  const short = single.at(-3);
  if (!late || !short) throw new Error(`${p.name}: too few payments for the contract's late and short ones`);
  return { late: monthOf(String(late.body.payment_date)), short: monthOf(String(short.body.payment_date)) };
};

/** The land-contract story with its late and short payments, and the catch-up after the short one. */
export const servicedContractStory = (p: DemoProperty, anchor: string): DemoRequest[] => {
  const story = landContractStory(p, anchor);
  const { late, short } = changedMonths(p, story);
  const shortIndex = story.findIndex((request) => isPayment(request) && monthOf(String(request.body.payment_date)) === short);
  const catchUp = story.findIndex((request, index) => index > shortIndex && isPayment(request));
  return story.map((request, index) => {
    const month = monthOf(String(request.body.payment_date ?? ''));
    if (!isPayment(request)) return request;
    if (month === late) return { ...request, body: { ...request.body, payment_date: dateIn(late, LATE_DAY) } };
    if (index === shortIndex) return { ...request, body: { ...request.body, amount: dollars(SHORT_PAYMENT_CENTS) } };
    if (index === catchUp) {
      const rest = p.monthlyDollars * 100 - SHORT_PAYMENT_CENTS;
      const amount = dollars(Math.round(Number(request.body.amount) * 100) + rest);
      return {
        ...request,
        body: { ...request.body, amount, description: `${String(request.body.description)}, and the rest of ${monthLabel(short)}` },
      };
    }
    return request;
  });
};

/** The contract's calls: its terms, then the waiver of the short month's fee. */
const contractRequests = (p: DemoProperty, anchor: string): DemoRequest[] => {
  const key = (what: string) => `${slug(p.name)}/contract/${what}`;
  const { short } = changedMonths(p, landContractStory(p, anchor));
  return [
    openContract(key('open'), {
      property_name: p.name,
      buyer_name: 'Sparta Hearth Bakery LLC',
      buyer_address: '24 Depot St, Sparta, MI 49345',
      contract_date: purchaseDate(p, anchor),
      sale_price: p.valueDollars,
      down_payment: DOWN_PAYMENT_DOLLARS,
      annual_rate: '7.5',
      day_count: 'actual/365',
      payment_amount: p.monthlyDollars,
      first_payment_date: dateIn(addMonths(purchaseMonth(p, anchor), 1), p.day),
      number_of_payments: 120,
      grace_days: GRACE_DAYS,
      late_fee_type: 'percent',
      late_fee: '5',
      description: 'Ten years at 7.5 %, the balance due as a balloon with the 120th payment.',
    }),
    // The short month's fee is assessed the day after its grace days end; waived the day after that.
    waiveLateFee(key(`waiver/${short}`), {
      property_name: p.name,
      due_date: dateIn(short, p.day),
      waive_date: dateIn(short, p.day + GRACE_DAYS + 2),
      reason: `Paid short in ${monthLabel(short)} while the bakery's bank held a transfer; the rest came with the next payment.`,
    }),
  ];
};

/** The contract's phase, once the payments it splits are in; none when its property is not in the demo. */
export const contractPhase = (properties: readonly DemoProperty[], anchor: string): Phase[] => {
  const serviced = properties.filter((p) => p.story === 'serviced-land-contract');
  return serviced.length === 0 ? [] : [{ name: 'A serviced land contract', chains: serviced.map((p) => contractRequests(p, anchor)) }];
};
