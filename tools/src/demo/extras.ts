import type { DemoInvestment, DemoInvestmentWithdrawal } from './investors';
import { purchaseMonth, type DemoProperty } from './portfolio';
import { categories, llcs, type DemoLlc } from './firm';
import { seededRandom } from './random';
import { investorExpense, llcExpense, mistake, type DemoRequest } from './requests';
import { addMonths, dateIn, dollars, monthFromIndex, monthIndex, monthNumber, monthRange, slug, toCents, yearOf } from './units';

/**
 * What the stories leave out: the LLCs' own expenses, expenses charged to one investor, and the
 * records an admin entered by mistake and deleted again.
 */

/** The LLC's running costs, from its first purchase to the month before the anchor. */
export const llcExpenses = (llc: DemoLlc, anchor: string, held: readonly DemoProperty[]): DemoRequest[] => {
  const random = seededRandom(`demo-v1:llc:${llc.name}`);
  const owned = held.filter((p) => p.llc === llc.name);
  if (owned.length === 0) return [];
  const firstPurchase = Math.min(...owned.map((p) => monthIndex(purchaseMonth(p, anchor))));
  const requests: DemoRequest[] = [];
  const key = (month: string, what: string) => `${slug(llc.name)}/${month}/${what}`;
  const add = (month: string, what: string, day: number, cents: number, description: string, category: string) =>
    requests.push(llcExpense(key(month, what), { llc: llc.name, date: dateIn(month, day), cents, description, category }));
  for (const month of monthRange(monthFromIndex(firstPurchase), addMonths(anchor, -1))) {
    const n = monthNumber(month);
    const year = yearOf(month);
    if (n % 3 === 0) {
      add(month, 'bookkeeping', 30, random.cents(420, 520, 500), `Bookkeeping, Q${n / 3} ${year}`, 'Legal and other professional fees');
      if (n === 12) add(month, 'bank', 31, random.cents(140, 210), `Bank service charges ${year}`, categories.bankFees);
    }
    if (n === 1) add(month, 'agent', 15, 125_00, `Registered agent service ${year}`, 'Legal and other professional fees');
    if (n === 2) add(month, 'annual-statement', 10, 25_00, `Michigan LLC annual statement ${year}`, 'Taxes');
    if (n === 3)
      add(
        month,
        'tax-return',
        20,
        random.cents(1_450, 2_400, 2_500),
        `${year - 1} Form 1065 return and K-1s`,
        'Legal and other professional fees',
      );
    if (n === 6) add(month, 'umbrella', 3, random.cents(640, 780), `Umbrella liability policy ${year}-${year + 1}`, 'Insurance');
  }
  // Entered twice by mistake, and deleted.
  const duplicated = requests.find((r) => r.key.endsWith('/tax-return'));
  if (duplicated && llc === llcs[0]) requests.push(mistake({ ...duplicated, key: `${duplicated.key}/entered-twice` }));
  return requests;
};

/** A wire fee or a legal review charged to one investor alone (the investor variant of the expense form). */
export const investorExpenses = (
  anchor: string,
  investments: readonly DemoInvestment[],
  withdrawals: readonly DemoInvestmentWithdrawal[],
): DemoRequest[] => {
  const random = seededRandom('demo-v1:investor-expenses');
  const requests: DemoRequest[] = [];
  for (const w of withdrawals) {
    const month = w.date.slice(0, 7);
    requests.push(
      investorExpense(`${slug(w.property.name)}/${month}/redemption-review/${slug(w.investor)}`, w.investor, {
        property: w.property.name,
        date: dateIn(month, 12),
        month,
        cents: 350_00,
        description: `Legal review of ${w.investor}'s partial redemption`,
        category: 'Legal and other professional fees',
      }),
    );
  }
  const initial = investments.filter((i) => i.property.boughtMonthsAgo > 14);
  for (const i of random.shuffle(initial).slice(0, 5)) {
    const month = addMonths(purchaseMonth(i.property, anchor), random.int(3, i.property.boughtMonthsAgo - 2));
    const wire = random.chance(0.5);
    requests.push(
      investorExpense(`${slug(i.property.name)}/${month}/investor-charge/${slug(i.investor)}`, i.investor, {
        property: i.property.name,
        date: dateIn(month, random.int(5, 25)),
        month,
        cents: wire ? 35_00 : 40_00,
        description: wire ? `International wire fee for ${i.investor}` : `Reissued K-1 after address change (${i.investor})`,
        category: wire ? categories.bankFees : 'Legal and other professional fees',
      }),
    );
  }
  return requests;
};

/** Find a property's record by its key ending, to repeat it by mistake. */
const find = (story: readonly DemoRequest[], ending: string, nth: number): DemoRequest | undefined =>
  story.filter((r) => r.key.endsWith(ending))[nth];

/**
 * The records entered by mistake on some properties, each deleted once recorded: a rent entered
 * twice, an expense with a slipped decimal, a land-contract payment entered twice, a deposit
 * entered twice, a rent booked to the wrong month, a partner payment with an extra zero.
 */
export const mistakes = (propertyName: string, story: readonly DemoRequest[]): DemoRequest[] => {
  const again = (r: DemoRequest | undefined, change: Record<string, unknown> = {}, what = 'entered-twice') =>
    r ? [mistake({ ...r, key: `${r.key}/${what}`, body: { ...r.body, ...change } })] : [];
  const tenfold = (r: DemoRequest | undefined) => ({ amount: dollars(toCents(Number(r?.body.amount)) * 10) });
  switch (propertyName) {
    case 'Harbor View Townhome': {
      const repair = find(story, '/repair', 1);
      return [...again(find(story, '/rent', 6)), ...again(repair, tenfold(repair), 'slipped-decimal')];
    }
    case 'Depot Street Storefront':
      return again(find(story, '/payment', 9));
    case 'Willow Creek Cape Cod':
      return again(find(story, '/deposit-1', 0));
    case 'Riverside Storage Yard': {
      const rent = find(story, '/rent', 9);
      return rent ? again(rent, { income_for_month: addMonths(String(rent.body.income_for_month), -1) }, 'wrong-month') : [];
    }
    case 'Highway 31 Billboard Site': {
      const rent = find(story, '/ground-rent', 2);
      return again(rent, tenfold(rent), 'extra-zero');
    }
    default:
      return [];
  }
};
