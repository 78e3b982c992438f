import { properties, purchaseDate, purchaseMonth, type DemoProperty } from './portfolio';
import { seededRandom } from './random';
import { addMonths, dateIn, monthIndex, slug } from './units';

/** Twenty-five investors at the four fee levels, and who put how much into which property when. */

export interface DemoInvestor {
  name: string;
  email: string;
  phone: string;
  address: string;
  fee: 0 | 0.1 | 0.2 | 0.3;
  /** Takes quarterly distributions (others take one a year, or let their cash build up). */
  distributions: 'quarterly' | 'yearly' | 'none';
}

type Row = [
  name: string,
  domain: string,
  phone: string,
  address: string,
  fee: DemoInvestor['fee'],
  distributions: DemoInvestor['distributions'],
];

const rows: Row[] = [
  ['Emily Carter', 'example.com', '(616) 555-0142', '2845 Burton St SE, Grand Rapids, MI 49546', 0.2, 'quarterly'],
  ['Marcus Reed', 'example.net', '(269) 555-0187', '514 W Michigan Ave, Kalamazoo, MI 49007', 0.1, 'yearly'],
  ['Priya Natarajan', 'example.org', '(734) 555-0119', '1207 Granger Ave, Ann Arbor, MI 48104', 0.3, 'quarterly'],
  ['David Kowalczyk', 'example.com', '(517) 555-0163', '3310 Moores River Dr, Lansing, MI 48911', 0.2, 'quarterly'],
  ['Sarah Jensen', 'example.net', '(616) 555-0104', '88 Pine Ave, Holland, MI 49423', 0, 'none'],
  ["James O'Connor", 'example.com', '(312) 555-0176', '2150 N Lincoln Ave, Chicago, IL 60614', 0.1, 'quarterly'],
  ['Linda Vander Molen', 'example.org', '(616) 555-0131', '6425 Byron Center Ave SW, Byron Center, MI 49315', 0.2, 'yearly'],
  ['Robert Nguyen', 'example.com', '(248) 555-0158', '415 Pierce St, Birmingham, MI 48009', 0.3, 'quarterly'],
  ['Angela Martinez', 'example.net', '(616) 555-0122', '940 Leonard St NW, Grand Rapids, MI 49504', 0.1, 'quarterly'],
  ['Thomas Brouwer', 'example.com', '(616) 555-0195', '12 Main St, Zeeland, MI 49464', 0.2, 'none'],
  ['Karen Schultz', 'example.org', '(231) 555-0147', '1802 Peck St, Muskegon, MI 49441', 0.3, 'quarterly'],
  ['Michael Osei', 'example.com', '(313) 555-0109', '5701 Woodward Ave, Detroit, MI 48202', 0.2, 'quarterly'],
  ['Jennifer Walsh', 'example.net', '(269) 555-0136', '77 Lake St, Saugatuck, MI 49453', 0.1, 'yearly'],
  ['Christopher Hale', 'example.com', '(616) 555-0168', '3030 Lake Dr SE, East Grand Rapids, MI 49506', 0, 'quarterly'],
  ['Rebecca Lindqvist', 'example.org', '(612) 555-0115', '4410 Upton Ave S, Minneapolis, MN 55410', 0.2, 'quarterly'],
  ['Daniel Abernathy', 'example.com', '(574) 555-0183', '1120 E Jefferson Blvd, South Bend, IN 46617', 0.3, 'none'],
  ['Grace Kim', 'example.net', '(616) 555-0151', '2290 Forest Hill Ave SE, Grand Rapids, MI 49546', 0.1, 'quarterly'],
  ['Steven DeVries', 'example.com', '(616) 555-0127', '155 W 32nd St, Holland, MI 49423', 0.2, 'yearly'],
  ['Olivia Bennett', 'example.org', '(517) 555-0199', '624 Abbot Rd, East Lansing, MI 48823', 0.3, 'quarterly'],
  ['Harold Meyer', 'example.com', '(231) 555-0112', '9 Harbor Dr, Grand Haven, MI 49417', 0.1, 'quarterly'],
  ['Natalie Fischer', 'example.net', '(630) 555-0144', '318 S Washington St, Naperville, IL 60540', 0.2, 'quarterly'],
  ['Brian Okafor', 'example.com', '(616) 555-0173', '4802 Kalamazoo Ave SE, Kentwood, MI 49508', 0.3, 'yearly'],
  ['Catherine Doyle', 'example.org', '(269) 555-0106', '215 Center St, Douglas, MI 49406', 0, 'quarterly'],
  ['Victor Alvarez', 'example.com', '(616) 555-0189', '1660 Michigan St NE, Grand Rapids, MI 49503', 0.2, 'none'],
  ['Megan Holloway', 'example.net', '(248) 555-0138', '2701 Crooks Rd, Royal Oak, MI 48073', 0.1, 'quarterly'],
];

const emailOf = (name: string, domain: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/ /g, '.')}@${domain}`;

export const investors: readonly DemoInvestor[] = rows.map(([name, domain, phone, address, fee, distributions]) => ({
  name,
  email: emailOf(name, domain),
  phone,
  address,
  fee,
  distributions,
}));

/** A demo investor's sign-in as the load left it. */
export interface DemoLogin {
  investor: string;
  username: string;
  password: string;
  /** Registered now, already there, or why it cannot be used (someone else took the name ...). */
  status: 'registered' | 'existing' | 'unavailable';
  note?: string;
}

/** The two investors whose portal users the demo registers, with fixed passwords. */
export const demoLogins = [
  { investor: 'Emily Carter', username: 'emily.carter', password: 'demo-investor-1' },
  { investor: 'Marcus Reed', username: 'marcus.reed', password: 'demo-investor-2' },
] as const;

/** Who is in each property from the start, so the two demo logins see every kind of property. */
const placed: Record<string, readonly string[]> = {
  'Emily Carter': ['Maple Street Duplex', 'Pine Hollow Farmhouse', 'Riverside Storage Yard', 'Harbor View Townhome'],
  'Marcus Reed': ['Elm Court Fourplex', 'Highway 31 Billboard Site', 'Lakeview Colonial'],
};

export interface DemoInvestment {
  investor: string;
  property: DemoProperty;
  cents: number;
  date: string;
}

/** Investors per property: more for the dearer ones. */
const seatsFor = (p: DemoProperty) => Math.min(7, Math.max(3, Math.round(p.priceDollars / 60_000)));

/**
 * Each property is funded in cash by its investors at closing (amounts in $500 steps adding up to
 * the price); in a few properties one investor comes in later, mid-month, with extra capital.
 */
export const investmentsPlan = (anchor: string): DemoInvestment[] => {
  const random = seededRandom('demo-v1:investments');
  const count = new Map(investors.map((i) => [i.name, 0]));
  const members = new Map<string, string[]>(properties.map((p) => [p.name, []]));
  for (const [investor, names] of Object.entries(placed)) {
    for (const name of names) members.get(name)!.push(investor);
    count.set(investor, names.length);
  }
  for (const p of properties) {
    const seats = members.get(p.name)!;
    while (seats.length < seatsFor(p)) {
      const free = random.shuffle(investors.filter((i) => !seats.includes(i.name) && !(i.name in placed)));
      free.sort((a, b) => count.get(a.name)! - count.get(b.name)!);
      const chosen = free[0]!.name;
      seats.push(chosen);
      count.set(chosen, count.get(chosen)! + 1);
    }
  }

  const plan: DemoInvestment[] = [];
  for (const p of properties) {
    const seats = members.get(p.name)!;
    const weights = seats.map(() => random.int(2, 8));
    const total = weights.reduce((a, b) => a + b, 0);
    let left = p.priceDollars * 100;
    seats.forEach((investor, index) => {
      const last = index === seats.length - 1;
      const cents = last ? left : Math.max(5_000_00, Math.round((p.priceDollars * weights[index]!) / total / 500) * 500_00);
      left -= cents;
      if (cents < 1_000_00) throw new Error(`the split of ${p.name} left ${investor} too little`);
      plan.push({ investor, property: p, cents, date: purchaseDate(p, anchor) });
    });
    // Later capital for improvements, mid-month, from one of the investors.
    if (random.chance(0.4) && p.boughtMonthsAgo > 12) {
      const month = addMonths(purchaseMonth(p, anchor), random.int(4, 10));
      const cents = random.int(8, 30) * 1_000_00;
      plan.push({ investor: random.pick(seats), property: p, cents, date: dateIn(month, random.int(11, 20)) });
    }
  }
  return plan;
};

export interface DemoInvestmentWithdrawal {
  investor: string;
  property: DemoProperty;
  cents: number;
  date: string;
}

/** A few investors take part of their capital out of a property (never more than they put in). */
export const investmentWithdrawalsPlan = (anchor: string, plan: readonly DemoInvestment[]): DemoInvestmentWithdrawal[] => {
  const random = seededRandom('demo-v1:investment-withdrawals');
  const candidates = plan.filter((i) => i.property.boughtMonthsAgo >= 24 && !(i.investor in placed));
  const chosen: DemoInvestment[] = [];
  for (const i of random.shuffle(candidates)) {
    if (chosen.length < 4 && !chosen.some((c) => c.investor === i.investor && c.property === i.property)) chosen.push(i);
  }
  return chosen.map((i) => {
    const monthsAfter = random.int(12, i.property.boughtMonthsAgo - 6);
    const month = addMonths(purchaseMonth(i.property, anchor), monthsAfter);
    if (monthIndex(month) >= monthIndex(anchor)) throw new Error('withdrawal in the current month');
    const cents = Math.min(i.cents, Math.round((i.cents * random.int(25, 60)) / 100 / 500_00) * 500_00);
    return { investor: i.investor, property: i.property, cents, date: dateIn(month, 1) };
  });
};

export const investorKey = (name: string) => slug(name);
