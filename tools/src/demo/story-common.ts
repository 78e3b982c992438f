import { expense, income, type DemoRequest, type ExpenseInput, type IncomeInput } from './requests';
import { purchaseMonth, type DemoProperty } from './portfolio';
import type { Random } from './random';
import { addMonths, dateIn, monthIndex, monthNumber, monthRange, slug, yearOf } from './units';

/** What every property's monthly story shares: its months, its keys, its yearly bills. */
export interface StoryContext {
  property: DemoProperty;
  anchor: string;
  random: Random;
  requests: DemoRequest[];
  /** `demo key` for something of this property in a month: `maple-street-duplex/2024-03/rent`. */
  key: (month: string, what: string) => string;
  /** The months with activity: from the month after the purchase to the one before the anchor. */
  months: string[];
}

export const storyContext = (property: DemoProperty, anchor: string, random: Random): StoryContext => {
  const first = addMonths(purchaseMonth(property, anchor), 1);
  return {
    property,
    anchor,
    random,
    requests: [],
    key: (month, what) => `${slug(property.name)}/${month}/${what}`,
    months: monthRange(first, addMonths(anchor, -1)),
  };
};

/** A record of the story's property in one of its months, on `day` of that month. */
type InMonth<T extends ExpenseInput | IncomeInput> = Omit<T, 'property' | 'date' | 'month'> & { day: number };

/** Records an expense of the story's property for `month`, keyed `what` in it. */
export const expenseIn = (ctx: StoryContext, month: string, what: string, { day, ...e }: InMonth<ExpenseInput>) => {
  ctx.requests.push(expense(ctx.key(month, what), { property: ctx.property.name, date: dateIn(month, day), month, ...e }));
};

/** Records an income of the story's property for `month`, keyed `what` in it. */
export const incomeIn = (ctx: StoryContext, month: string, what: string, { day, ...i }: InMonth<IncomeInput>) => {
  ctx.requests.push(income(ctx.key(month, what), { property: ctx.property.name, date: dateIn(month, day), month, ...i }));
};

/** Whole years since the purchase in this month (for escalating bills). */
export const yearsOwned = (ctx: StoryContext, month: string) =>
  Math.floor((monthIndex(month) - monthIndex(purchaseMonth(ctx.property, ctx.anchor))) / 12);

/** `cents` grown by `rate` a year for the years owned, rounded to whole dollars. */
export const escalated = (ctx: StoryContext, month: string, cents: number, rate: number) =>
  Math.round((cents * (1 + rate) ** yearsOwned(ctx, month)) / 100) * 100;

/**
 * The bills every owner pays: Michigan's summer (July) and winter (December) property taxes, about
 * `taxRate` of the price a year, and the insurance renewal in the month of the purchase.
 */
export const yearlyBills = (ctx: StoryContext, options: { taxRate: number; insuranceRate: number; insurer: string }) => {
  const { property: p, random } = ctx;
  const priceCents = p.priceDollars * 100;
  for (const month of ctx.months) {
    const n = monthNumber(month);
    if (n === 7 || n === 12) {
      const share = n === 7 ? 0.58 : 0.42;
      const cents = Math.round(escalated(ctx, month, priceCents * options.taxRate * share, 0.03) + random.int(0, 99));
      const season = n === 7 ? 'Summer' : 'Winter';
      expenseIn(ctx, month, 'tax', {
        day: n === 7 ? 29 : 18,
        cents,
        description: `${season} ${yearOf(month)} property tax`,
        category: 'Taxes',
      });
    }
    if (n === monthNumber(purchaseMonth(p, ctx.anchor))) {
      const cents = escalated(ctx, month, priceCents * options.insuranceRate, 0.045) + random.int(0, 99);
      expenseIn(ctx, month, 'insurance', {
        day: p.day,
        cents,
        description: `${options.insurer} renewal ${yearOf(month)}-${yearOf(month) + 1}`,
        category: 'Insurance',
      });
    }
  }
};

/** An occasional small repair, and now and then a big one. */
export const repairs = (
  ctx: StoryContext,
  options: { probability: number; small: readonly string[]; big: readonly string[]; everyMonths: number },
) => {
  const { random } = ctx;
  let nextBig = random.int(Math.floor(options.everyMonths / 2), options.everyMonths);
  ctx.months.forEach((month, index) => {
    if (random.chance(options.probability)) {
      expenseIn(ctx, month, 'repair', {
        day: random.int(3, 27),
        cents: random.cents(85, 680),
        description: random.pick(options.small),
        category: 'Repairs',
      });
    }
    if (index === nextBig) {
      nextBig += random.int(Math.floor(options.everyMonths * 0.7), Math.ceil(options.everyMonths * 1.3));
      expenseIn(ctx, month, 'big-repair', {
        day: random.int(5, 25),
        cents: random.cents(1_650, 6_200, 500),
        description: random.pick(options.big),
        category: 'Repairs',
      });
    }
  });
};

/** The date a chain sorts its calls by: the record's own date. */
export const requestDate = (request: DemoRequest): string => {
  const { body } = request;
  const date = body.income_date ?? body.expense_date ?? body.payment_date ?? body.date;
  return typeof date === 'string' ? date : '';
};

/** In date order (stable), so the read model only recomputes the property's latest months. */
export const byDate = (requests: readonly DemoRequest[]): DemoRequest[] =>
  requests
    .map((request, index) => ({ request, index, date: requestDate(request) }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.index - b.index))
    .map(({ request }) => request);
