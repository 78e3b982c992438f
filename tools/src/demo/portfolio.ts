import type { PropertyType } from '@portal/contracts';
import { llcs } from './firm';
import { addMonths, dateIn, slug } from './units';

/**
 * The firm's fifteen properties of the three types, each with the story of how it earns. Dates are
 * months before the anchor (the month of the first run), so the portfolio is always "the last five years".
 */

/** How a property earns its money; the activity plan tells each story month by month. */
/** `serviced-land-contract`: a land-contract story whose contract the ledger services (its terms, a late fee, a waiver). */
export type Story = 'rental' | 'land-contract' | 'serviced-land-contract' | 'storage' | 'billboard' | 'farmland';

export interface DemoProperty {
  name: string;
  address: string;
  type: PropertyType;
  llc: string;
  story: Story;
  /** Months before the anchor it was bought, and the day of the month. */
  boughtMonthsAgo: number;
  day: number;
  priceDollars: number;
  landDollars: number;
  valueDollars: number;
  /** Rentals: units and the first rent of one unit; land contracts: the monthly payment; others: the monthly or periodic income. */
  units: number;
  monthlyDollars: number;
  notes: string;
}

const [ridge, lakes, cedar] = llcs.map((llc) => llc.name) as [string, string, string];

const property = (p: Omit<DemoProperty, 'units'> & { units?: number }): DemoProperty => ({ units: 1, ...p });

export const properties: readonly DemoProperty[] = [
  property({
    name: 'Maple Street Duplex',
    address: '1418 Maple St, Lansing, MI 48912',
    type: 'Rental',
    llc: ridge,
    story: 'rental',
    boughtMonthsAgo: 57,
    day: 12,
    priceDollars: 186_500,
    landDollars: 31_000,
    valueDollars: 231_000,
    units: 2,
    monthlyDollars: 1_095,
    notes: 'Side-by-side duplex, two 2-bedroom units. Furnace in unit B replaced; both units repainted at turnover.',
  }),
  property({
    name: 'Oakwood Bungalow',
    address: '2207 Oakwood Ave, Kalamazoo, MI 49008',
    type: 'Rental',
    llc: ridge,
    story: 'rental',
    boughtMonthsAgo: 52,
    day: 21,
    priceDollars: 142_900,
    landDollars: 24_500,
    valueDollars: 176_000,
    monthlyDollars: 1_425,
    notes: 'Three-bedroom bungalow near the university. Long-term tenant; roof is eight years old.',
  }),
  property({
    name: 'Lakeview Colonial',
    address: '935 Lakeview Dr, Muskegon, MI 49441',
    type: 'Rental',
    llc: ridge,
    story: 'rental',
    boughtMonthsAgo: 46,
    day: 3,
    priceDollars: 238_000,
    landDollars: 46_000,
    valueDollars: 284_000,
    monthlyDollars: 2_195,
    notes: 'Four-bedroom colonial with a two-car garage, a block from the lake.',
  }),
  property({
    name: 'Birch Lane Ranch',
    address: '61 Birch Ln SW, Wyoming, MI 49509',
    type: 'Rental',
    llc: ridge,
    story: 'rental',
    boughtMonthsAgo: 37,
    day: 16,
    priceDollars: 174_500,
    landDollars: 29_000,
    valueDollars: 205_000,
    monthlyDollars: 1_650,
    notes: 'Single-story ranch, new windows in the first year. Tenant pays utilities.',
  }),
  property({
    name: 'Harbor View Townhome',
    address: '412 Harbor View Ct, Grand Haven, MI 49417',
    type: 'Rental',
    llc: ridge,
    story: 'rental',
    boughtMonthsAgo: 22,
    day: 8,
    priceDollars: 265_000,
    landDollars: 38_000,
    valueDollars: 289_000,
    monthlyDollars: 2_350,
    notes: 'End-unit townhome in an association; HOA covers exterior and snow.',
  }),
  property({
    name: 'Elm Court Fourplex',
    address: '1730 Elm Ct SE, Grand Rapids, MI 49507',
    type: 'Rental',
    llc: lakes,
    story: 'rental',
    boughtMonthsAgo: 41,
    day: 27,
    priceDollars: 412_000,
    landDollars: 58_000,
    valueDollars: 478_000,
    units: 4,
    monthlyDollars: 1_010,
    notes: 'Four one-bedroom units, separately metered for electricity; owner pays water and trash.',
  }),
  property({
    name: 'Cedar Point Cottage',
    address: '77 Cedar Point Rd, Saugatuck, MI 49453',
    type: 'Rental',
    llc: cedar,
    story: 'rental',
    boughtMonthsAgo: 49,
    day: 10,
    priceDollars: 298_000,
    landDollars: 72_000,
    valueDollars: 362_000,
    monthlyDollars: 2_600,
    notes: 'Year-round cottage with a screened porch, leased annually.',
  }),
  property({
    name: 'Willow Creek Cape Cod',
    address: '2650 Willow Creek Dr, Holland, MI 49424',
    type: 'Rental',
    llc: cedar,
    story: 'rental',
    boughtMonthsAgo: 14,
    day: 19,
    priceDollars: 229_900,
    landDollars: 41_000,
    valueDollars: 241_000,
    monthlyDollars: 2_050,
    notes: 'Cape Cod with a finished basement; bought with a tenant in place.',
  }),
  property({
    name: 'Pine Hollow Farmhouse',
    address: '5150 Pine Hollow Rd, Allegan, MI 49010',
    type: 'Land Contract',
    llc: lakes,
    story: 'land-contract',
    boughtMonthsAgo: 55,
    day: 6,
    priceDollars: 128_000,
    landDollars: 36_000,
    valueDollars: 159_000,
    monthlyDollars: 1_185,
    notes: 'Sold on a 15-year land contract at 8.5 %; buyer pays taxes and insurance.',
  }),
  property({
    name: 'Riverbend Ranch',
    address: '318 River Bend Dr, Lowell, MI 49331',
    type: 'Land Contract',
    llc: lakes,
    story: 'land-contract',
    boughtMonthsAgo: 44,
    day: 14,
    priceDollars: 156_500,
    landDollars: 33_500,
    valueDollars: 181_000,
    monthlyDollars: 1_420,
    notes: 'Ranch on two acres; 12-year land contract with a balloon in year 7.',
  }),
  property({
    name: 'Sunset Acres Parcel',
    address: 'Parcel 14, Sunset Trail, Hudsonville, MI 49426',
    type: 'Land Contract',
    llc: lakes,
    story: 'land-contract',
    boughtMonthsAgo: 30,
    day: 22,
    priceDollars: 62_000,
    landDollars: 62_000,
    valueDollars: 70_000,
    monthlyDollars: 655,
    notes: 'Five wooded acres sold to a builder on a 10-year land contract.',
  }),
  property({
    name: 'Depot Street Storefront',
    address: '24 Depot St, Sparta, MI 49345',
    type: 'Land Contract',
    llc: lakes,
    story: 'serviced-land-contract',
    boughtMonthsAgo: 26,
    day: 2,
    priceDollars: 189_000,
    landDollars: 27_000,
    valueDollars: 204_000,
    monthlyDollars: 1_760,
    notes: 'Brick storefront with an upstairs apartment, sold to the bakery that occupies it.',
  }),
  property({
    name: 'Riverside Storage Yard',
    address: '1900 Riverside Dr, Zeeland, MI 49464',
    type: 'Other',
    llc: cedar,
    story: 'storage',
    boughtMonthsAgo: 53,
    day: 18,
    priceDollars: 345_000,
    landDollars: 88_000,
    valueDollars: 398_000,
    monthlyDollars: 3_650,
    notes: '64 self-storage units and 20 outdoor RV spaces; part-time site manager.',
  }),
  property({
    name: 'Highway 31 Billboard Site',
    address: '11250 US-31, Holland, MI 49424',
    type: 'Other',
    llc: cedar,
    story: 'billboard',
    boughtMonthsAgo: 34,
    day: 9,
    priceDollars: 95_000,
    landDollars: 80_000,
    valueDollars: 104_000,
    monthlyDollars: 3_150,
    notes: 'Ground lease to an outdoor advertising company; rent collected quarterly by our partner.',
  }),
  property({
    name: 'Blueberry Farm Acreage',
    address: '6400 Blue Star Hwy, Fennville, MI 49408',
    type: 'Other',
    llc: cedar,
    story: 'farmland',
    boughtMonthsAgo: 43,
    day: 25,
    priceDollars: 210_000,
    landDollars: 190_000,
    valueDollars: 236_000,
    monthlyDollars: 5_400,
    notes: '40 acres of blueberries leased to a local grower; cash rent paid in spring and fall.',
  }),
];

export const propertySlug = (p: DemoProperty) => slug(p.name);
export const pictureUrl = (p: DemoProperty) => `/demo/${propertySlug(p)}.svg`;
export const purchaseMonth = (p: DemoProperty, anchor: string) => addMonths(anchor, -p.boughtMonthsAgo);
export const purchaseDate = (p: DemoProperty, anchor: string) => dateIn(purchaseMonth(p, anchor), p.day);
