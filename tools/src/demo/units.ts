/** Months (`YYYY-MM`), dates (`YYYY-MM-DD`) and cents, as the demo plan uses them. */

const pad = (value: number) => String(value).padStart(2, '0');

/** 2024-03 -> 2024 * 12 + 2: months as consecutive integers. */
export const monthIndex = (month: string): number => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return year * 12 + (m - 1);
};

export const monthFromIndex = (index: number): string => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;

export const addMonths = (month: string, count: number): string => monthFromIndex(monthIndex(month) + count);

export const monthOf = (date: string): string => date.slice(0, 7);

export const yearOf = (month: string): number => Number(month.slice(0, 4));

/** 1 to 12. */
export const monthNumber = (month: string): number => Number(month.slice(5, 7));

export const daysIn = (month: string): number => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
};

/** The date of `day` in `month`, clamped to the month's last day. */
export const dateIn = (month: string, day: number): string => `${month}-${pad(Math.min(day, daysIn(month)))}`;

/** The months from `first` to `last`, both included (none when last < first). */
export const monthRange = (first: string, last: string): string[] => {
  const months: string[] = [];
  for (let i = monthIndex(first); i <= monthIndex(last); i++) months.push(monthFromIndex(i));
  return months;
};

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2024-03 -> "March 2024". */
export const monthLabel = (month: string): string => `${monthNames[monthNumber(month) - 1]} ${yearOf(month)}`;

/** Integer cents as the API's dollars (a JSON number with at most 2 decimals; exact: cents / 100 is correctly rounded). */
export const dollars = (cents: number): number => {
  if (!Number.isInteger(cents)) throw new Error(`not whole cents: ${cents}`);
  return cents / 100;
};

/** The API's dollars back to integer cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Rounds cents to a multiple of `step` cents (half up). */
export const roundCents = (cents: number, step: number): number => Math.round(cents / step) * step;

/** "$1,234.50", for descriptions and notes. */
export const formatDollars = (cents: number): string =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}${cents % 100 === 0 ? '' : `.${pad(cents % 100)}`}`;

/** Visible ASCII for an Idempotency-Key: "Maple Street Duplex" -> "maple-street-duplex". */
export const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
