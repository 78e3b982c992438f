import { expense, type DemoRequest } from './requests';
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
      ctx.requests.push(
        expense(ctx.key(month, 'tax'), {
          property: p.name,
          date: dateIn(month, n === 7 ? 29 : 18),
          month,
          cents,
          description: `${season} ${yearOf(month)} property tax`,
          category: 'Taxes',
        }),
      );
    }
    if (n === monthNumber(purchaseMonth(p, ctx.anchor))) {
      const cents = escalated(ctx, month, priceCents * options.insuranceRate, 0.045) + random.int(0, 99);
      ctx.requests.push(
        expense(ctx.key(month, 'insurance'), {
          property: p.name,
          date: dateIn(month, p.day),
          month,
          cents,
          description: `${options.insurer} renewal ${yearOf(month)}-${yearOf(month) + 1}`,
          category: 'Insurance',
        }),
      );
    }
  }
};

/** An occasional small repair, and now and then a big one. */
export const repairs = (
  ctx: StoryContext,
  options: { probability: number; small: readonly string[]; big: readonly string[]; everyMonths: number },
) => {
  const { property: p, random } = ctx;
  let nextBig = random.int(Math.floor(options.everyMonths / 2), options.everyMonths);
  ctx.months.forEach((month, index) => {
    if (random.chance(options.probability)) {
      ctx.requests.push(
        expense(ctx.key(month, 'repair'), {
          property: p.name,
          date: dateIn(month, random.int(3, 27)),
          month,
          cents: random.cents(85, 680),
          description: random.pick(options.small),
          category: 'Repairs',
        }),
      );
    }
    if (index === nextBig) {
      nextBig += random.int(Math.floor(options.everyMonths * 0.7), Math.ceil(options.everyMonths * 1.3));
      ctx.requests.push(
        expense(ctx.key(month, 'big-repair'), {
          property: p.name,
          date: dateIn(month, random.int(5, 25)),
          month,
          cents: random.cents(1_650, 6_200, 500),
          description: random.pick(options.big),
          category: 'Repairs',
        }),
      );
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
