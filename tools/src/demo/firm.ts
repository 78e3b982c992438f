import { addMonths, dateIn } from './units';

/**
 * The firm: three LLCs, the partners who service contracts and manage units, and the extra expense
 * categories (its properties are in portfolio.ts). Dates are months before the anchor (the month of
 * the first run), so the firm is always "the last five years" old.
 */

export interface DemoLlc {
  name: string;
  address: string;
  /** Months before the anchor it was started (on the 1st). */
  startedMonthsAgo: number;
  activity: string;
  product: string;
  code: string;
}

export const llcs: readonly DemoLlc[] = [
  {
    name: 'Maple Ridge Holdings LLC',
    address: '4120 Lake Michigan Dr NW, Grand Rapids, MI 49534',
    startedMonthsAgo: 74,
    activity: 'Real estate rental and leasing',
    product: 'Residential rentals',
    code: '531110',
  },
  {
    name: 'Great Lakes Land Contract Fund LLC',
    address: '250 Monroe Ave NW, Suite 400, Grand Rapids, MI 49503',
    startedMonthsAgo: 68,
    activity: 'Real estate',
    product: 'Seller-financed land contracts',
    code: '531390',
  },
  {
    name: 'Cedar Point Properties LLC',
    address: '88 E 8th St, Holland, MI 49423',
    startedMonthsAgo: 64,
    activity: 'Real estate rental and leasing',
    product: 'Residential rentals and land leases',
    code: '531190',
  },
];

/** The first LLC's start date fixes the anchor: a second run reads it back (see anchor.ts). */
export const anchorLlc = llcs[0]!;
export const llcStartDate = (llc: DemoLlc, anchor: string) => dateIn(addMonths(anchor, -llc.startedMonthsAgo), 1);

/** The partner ({name}) counterparties: one services the land contracts, one manages rentals. */
export const servicer = 'Loren Whitaker';
export const manager = 'Lakeshore Property Services';
export const partners = [servicer, manager] as const;

export const categories = {
  management: 'Property management',
  hoa: 'HOA dues',
  lawnAndSnow: 'Lawn and snow',
  pestControl: 'Pest control',
  bankFees: 'Bank fees',
} as const;
