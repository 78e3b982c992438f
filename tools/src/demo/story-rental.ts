import { type DemoProperty } from './portfolio';
import { categories, llcs, manager } from './firm';
import { seededRandom } from './random';
import { deposit, depositWithdrawal, type DemoRequest } from './requests';
import { expenseIn, incomeIn, repairs, storyContext, yearlyBills, type StoryContext } from './story-common';
import { addMonths, dateIn, formatDollars, monthIndex, monthLabel, monthNumber, roundCents } from './units';

/**
 * A rental's life: tenants move in (with a deposit) and out (the deposit returned, part of it kept
 * for damages now and then), a month or two empty between them with cleaning and advertising,
 * rent on the first days of the month (sometimes late, with a late fee), the manager's fee, and
 * the bills of the building.
 */

const smallRepairs = [
  'Replaced kitchen faucet',
  'Garbage disposal replacement',
  'Repaired running toilet',
  'Furnace service call',
  'Replaced smoke and CO detectors',
  'Gutter cleaning',
  'Rehung sticking back door',
  'Dryer vent cleaning',
  'Replaced bathroom exhaust fan',
  'Replaced broken window pane',
  'Snaked kitchen drain',
  'Replaced GFCI outlets',
];
const bigRepairs = [
  'Furnace replacement',
  'Water heater replacement',
  'Roof repair after windstorm',
  'Sewer line cleanout and repair',
  'Replaced deck boards and railing',
  'New carpet in bedrooms',
];
const damages = ['carpet cleaning', 'wall repair and paint touch-up', 'replacing blinds', 'trash removal', 'a broken storm door'];

interface Tenancy {
  unit: number;
  /** First and last month of rent. */
  first: string;
  last: string;
  rentCents: number;
}

/** Each unit's tenants, one after another, until the anchor month. */
const tenancies = (ctx: StoryContext): Tenancy[] => {
  const { property: p, random } = ctx;
  const end = monthIndex(ctx.anchor);
  const all: Tenancy[] = [];
  for (let unit = 1; unit <= p.units; unit++) {
    let first = ctx.months[0]!;
    let rentCents = p.monthlyDollars * 100;
    while (monthIndex(first) < end) {
      const last = addMonths(first, random.int(11, 30) - 1);
      all.push({ unit, first, last, rentCents });
      const vacant = random.chance(0.45) ? 0 : random.chance(0.75) ? 1 : 2;
      first = addMonths(last, 1 + vacant);
      rentCents = roundCents(rentCents * (1 + random.int(20, 45) / 1000), 500);
    }
  }
  return all;
};

const unitLabel = (p: DemoProperty, unit: number) => (p.units > 1 ? `Unit ${unit}` : 'Tenant');

export const rentalStory = (property: DemoProperty, anchor: string): DemoRequest[] => {
  const ctx = storyContext(property, anchor, seededRandom(`demo-v1:rental:${property.name}`));
  const { random, requests, key } = ctx;
  const p = property;
  const lastMonth = addMonths(anchor, -1);
  const stays = tenancies(ctx);
  const multiUnit = p.units > 1;
  // The Cedar Point LLC manages its own few rentals; the others pay the manager 8 % of the rent.
  const managed = p.llc !== llcs[2]!.name;

  for (const stay of stays) {
    const label = unitLabel(p, stay.unit);
    const depositCents = stay.rentCents;
    requests.push(
      deposit(key(stay.first, `deposit-${stay.unit}`), {
        property: p.name,
        date: dateIn(stay.first, 1),
        cents: depositCents,
        notes: `${label} security deposit, lease from ${monthLabel(stay.first)}`,
      }),
    );
    if (monthIndex(stay.last) >= monthIndex(lastMonth)) continue;
    // Moved out: the deposit goes back within a few weeks, less any damages.
    const returned = addMonths(stay.last, 1);
    const keptCents = random.chance(0.45) ? random.cents(75, 450, 500) : 0;
    const kept = keptCents > 0 ? `, ${formatDollars(keptCents)} kept for ${random.pick(damages)}` : '';
    requests.push(
      depositWithdrawal(key(returned, `deposit-return-${stay.unit}`), {
        property: p.name,
        date: dateIn(returned, random.int(8, 20)),
        cents: depositCents,
        notes: `${label} moved out: deposit settled${kept}`,
      }),
    );
    if (keptCents > 0) {
      incomeIn(ctx, returned, `deposit-kept-${stay.unit}`, {
        day: 21,
        cents: keptCents,
        description: `${label} deposit applied to damages`,
        category: 'Fees and Reimbursements',
      });
    }
    expenseIn(ctx, returned, `turnover-clean-${stay.unit}`, {
      day: random.int(3, 9),
      cents: random.cents(180, 460),
      description: `${label} turnover cleaning`,
      category: 'Cleaning and maintenance',
    });
    expenseIn(ctx, returned, `listing-${stay.unit}`, {
      day: random.int(2, 6),
      cents: random.cents(35, 125),
      description: `Rental listing for ${label.toLowerCase()}`,
      category: 'Advertising',
    });
  }

  for (const month of ctx.months) {
    const current = stays.filter((s) => monthIndex(s.first) <= monthIndex(month) && monthIndex(month) <= monthIndex(s.last));
    const rentCents = current.reduce((sum, s) => sum + s.rentCents, 0);
    const n = monthNumber(month);
    if (rentCents > 0) {
      const late = random.chance(0.08);
      const units = multiUnit ? ` (${current.length === p.units ? 'all units' : `units ${current.map((s) => s.unit).join(', ')}`})` : '';
      incomeIn(ctx, month, 'rent', {
        day: late ? random.int(9, 16) : random.int(1, 5),
        cents: rentCents,
        description: `${monthLabel(month)} rent${units}`,
        category: 'Rent',
      });
      if (late) {
        incomeIn(ctx, month, 'late-fee', {
          day: 17,
          cents: random.pick([50_00, 65_00, 75_00]),
          description: `Late fee on ${monthLabel(month)} rent`,
          category: 'Late Fees',
        });
      }
      if (managed) {
        expenseIn(ctx, month, 'management', {
          day: 10,
          cents: Math.round(rentCents * 0.08),
          description: `Management fee, ${monthLabel(month)}`,
          category: categories.management,
          partner: manager,
        });
      }
    }
    if (multiUnit) {
      expenseIn(ctx, month, 'utilities', {
        day: 19,
        cents: p.units * random.cents(38, 64),
        description: `Water, sewer and trash, ${monthLabel(month)}`,
        category: 'Utilities',
      });
    }
    // The fourplex's owner keeps the grounds and the pests; a duplex's tenants see to their own.
    if (p.units >= 4) {
      const snow = n <= 3 || n >= 11;
      if (snow || (n >= 5 && n <= 9)) {
        expenseIn(ctx, month, 'grounds', {
          day: 28,
          cents: snow ? random.cents(120, 260) : random.cents(95, 150),
          description: snow ? `Snow removal, ${monthLabel(month)}` : `Lawn care, ${monthLabel(month)}`,
          category: categories.lawnAndSnow,
        });
      }
      if (n % 3 === 1) {
        expenseIn(ctx, month, 'pest', {
          day: 14,
          cents: 95_00 + 5_00 * Math.floor(ctx.months.indexOf(month) / 24),
          description: 'Quarterly pest control',
          category: categories.pestControl,
        });
      }
    }
    if (!multiUnit && current.length === 0) {
      expenseIn(ctx, month, 'utilities', {
        day: 19,
        cents: random.cents(60, 145),
        description: `Utilities while vacant, ${monthLabel(month)}`,
        category: 'Utilities',
      });
    }
    if (p.name === 'Harbor View Townhome') {
      expenseIn(ctx, month, 'hoa', {
        day: 1,
        cents: 245_00,
        description: `HOA dues, ${monthLabel(month)}`,
        category: categories.hoa,
      });
    }
  }

  yearlyBills(ctx, { taxRate: 0.016, insuranceRate: 0.0055, insurer: 'Landlord policy' });
  repairs(ctx, { probability: multiUnit ? 0.42 : 0.28, small: smallRepairs, big: bigRepairs, everyMonths: multiUnit ? 20 : 30 });
  return requests;
};
