import { type DemoProperty } from './portfolio';
import { categories, servicer } from './firm';
import { seededRandom } from './random';
import { landContractPayment, partnerIncome, type DemoRequest } from './requests';
import { escalated, expenseIn, incomeIn, repairs, storyContext, yearlyBills } from './story-common';
import { addMonths, dateIn, monthIndex, monthLabel, monthNumber, yearOf } from './units';

/**
 * The stories of the properties that are not rentals: land contracts paid monthly through the
 * servicer (sometimes late, once in a while two months at once), a storage yard with its site
 * manager, a billboard ground lease and a farm lease paid through the partner.
 */

export const landContractStory = (p: DemoProperty, anchor: string): DemoRequest[] => {
  const ctx = storyContext(p, anchor, seededRandom(`demo-v1:land-contract:${p.name}`));
  const { random, requests, key } = ctx;
  const paymentCents = p.monthlyDollars * 100;
  let owed: string[] = [];
  for (const month of ctx.months) {
    owed.push(month);
    const last = month === ctx.months.at(-1);
    // Now and then the buyer skips a month and pays both the next one.
    if (!last && owed.length === 1 && random.chance(0.03)) continue;
    const late = random.chance(0.07);
    const description = owed.length === 1 ? `${monthLabel(month)} payment` : `${owed.map(monthLabel).join(' and ')} payments`;
    requests.push(
      landContractPayment(key(month, 'payment'), {
        property: p.name,
        partner: servicer,
        date: dateIn(month, late ? random.int(11, 19) : random.int(1, 6)),
        cents: paymentCents * owed.length,
        description,
      }),
    );
    owed = [];
    // The servicer bills its fee a quarter at a time, and the year-end statement in January.
    if (monthNumber(month) % 3 === 0) {
      expenseIn(ctx, month, 'servicing', {
        day: 20,
        cents: 97_50,
        description: `Contract servicing fee, Q${monthNumber(month) / 3} ${yearOf(month)}`,
        category: categories.management,
        partner: servicer,
      });
    }
    if (monthNumber(month) === 1) {
      expenseIn(ctx, month, 'statement', {
        day: 24,
        cents: random.pick([75_00, 85_00]),
        description: `${yearOf(month) - 1} land contract year-end statement`,
        category: 'Legal and other professional fees',
      });
    }
  }
  return requests;
};

export const storageStory = (p: DemoProperty, anchor: string): DemoRequest[] => {
  const ctx = storyContext(p, anchor, seededRandom(`demo-v1:storage:${p.name}`));
  const { random, requests } = ctx;
  for (const month of ctx.months) {
    const n = monthNumber(month);
    const season = n >= 5 && n <= 9 ? 1.06 : n === 12 || n <= 2 ? 0.93 : 1;
    const occupancy = 0.9 + random.next() * 0.1;
    const rentCents = Math.round(escalated(ctx, month, p.monthlyDollars * 100, 0.035) * season * occupancy);
    incomeIn(ctx, month, 'rent', {
      day: 28,
      cents: rentCents,
      description: `Unit and RV space rentals, ${monthLabel(month)}`,
      category: 'Rent',
    });
    if (random.chance(0.7)) {
      incomeIn(ctx, month, 'late-fees', {
        day: 28,
        cents: random.cents(35, 185),
        description: `Late and lien fees, ${monthLabel(month)}`,
        category: 'Late Fees',
      });
    }
    if (random.chance(0.5)) {
      incomeIn(ctx, month, 'supplies', {
        day: 28,
        cents: random.cents(40, 165),
        description: `Boxes, locks and moving supplies, ${monthLabel(month)}`,
        category: 'Other Income',
      });
    }
    expenseIn(ctx, month, 'wages', {
      day: 15,
      cents: escalated(ctx, month, 1_150_00, 0.04),
      description: `Site manager wages, ${monthLabel(month)}`,
      category: 'Wages and salaries',
    });
    expenseIn(ctx, month, 'utilities', {
      day: 21,
      cents: random.cents(140, 265),
      description: `Electricity for lights and gate, ${monthLabel(month)}`,
      category: 'Utilities',
    });
    if (n % 3 === 1) {
      expenseIn(ctx, month, 'listing', {
        day: 3,
        cents: random.cents(180, 260),
        description: `Online listing fees, Q${Math.ceil(n / 3)} ${yearOf(month)}`,
        category: 'Advertising',
      });
    }
  }
  yearlyBills(ctx, { taxRate: 0.014, insuranceRate: 0.0045, insurer: 'Commercial property policy' });
  repairs(ctx, {
    probability: 0.25,
    small: [
      'Gate keypad repair',
      'Roll-up door spring replaced',
      'Pothole patching',
      'Security camera replaced',
      'Lock cut and replaced',
      'Exterior light fixtures',
    ],
    big: ['Asphalt sealcoating and striping', 'Roof coating on building B', 'Perimeter fence repair'],
    everyMonths: 24,
  });
  return requests;
};

/** Quarterly ground rent, collected by the partner and passed on after the quarter. */
export const billboardStory = (p: DemoProperty, anchor: string): DemoRequest[] => {
  const ctx = storyContext(p, anchor, seededRandom(`demo-v1:billboard:${p.name}`));
  const { random, requests, key } = ctx;
  ctx.months.forEach((month, index) => {
    const n = monthNumber(month);
    // The quarter that ended with the previous month, if the property was ours all of it.
    if (n % 3 === 1 && monthIndex(addMonths(month, -3)) >= monthIndex(ctx.months[0]!)) {
      const start = addMonths(month, -3);
      const quarter = `Q${Math.ceil(monthNumber(start) / 3)} ${yearOf(start)}`;
      requests.push(
        partnerIncome(key(month, 'ground-rent'), {
          property: p.name,
          date: dateIn(month, random.int(6, 12)),
          cents: escalated(ctx, month, p.monthlyDollars * 100, 0.025),
          description: `Billboard ground rent ${quarter}`,
          start: dateIn(start, 1),
          end: dateIn(addMonths(month, -1), 31),
        }),
      );
    }
    if (index === 18) {
      incomeIn(ctx, month, 'extension', {
        day: 15,
        cents: 2_500_00,
        description: 'Lease extension signing bonus',
        category: 'Other Income',
      });
    }
  });
  yearlyBills(ctx, { taxRate: 0.012, insuranceRate: 0.003, insurer: 'Liability policy' });
  return requests;
};

/** Cash rent for the farm in April and October, and a crop-share bonus in good years. */
export const farmlandStory = (p: DemoProperty, anchor: string): DemoRequest[] => {
  const ctx = storyContext(p, anchor, seededRandom(`demo-v1:farmland:${p.name}`));
  const { random, requests, key } = ctx;
  ctx.months.forEach((month, index) => {
    const n = monthNumber(month);
    const year = yearOf(month);
    if (n === 4 || n === 10) {
      const half = n === 4 ? 'first' : 'second';
      requests.push(
        partnerIncome(key(month, 'cash-rent'), {
          property: p.name,
          date: dateIn(month, 15),
          cents: escalated(ctx, month, p.monthlyDollars * 100, 0.02),
          description: `${year} farm lease, ${half} half`,
          start: n === 4 ? `${year}-01-01` : `${year}-07-01`,
          end: n === 4 ? `${year}-06-30` : `${year}-12-31`,
        }),
      );
    }
    if (n === 9 && random.chance(0.6)) {
      incomeIn(ctx, month, 'crop-share', {
        day: 26,
        cents: random.cents(600, 1_850),
        description: `${year} crop-share bonus`,
        category: 'Other Income',
      });
    }
    if (index === 20) {
      expenseIn(ctx, month, 'drain-tile', {
        day: 12,
        cents: 3_240_00,
        description: 'Drain tile repair, north field',
        category: 'Repairs',
      });
    }
  });
  yearlyBills(ctx, { taxRate: 0.009, insuranceRate: 0.002, insurer: 'Farm liability policy' });
  return requests;
};
