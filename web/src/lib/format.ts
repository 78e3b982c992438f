/**
 * Display formats, in one place: every screen shows money, percentages, months,
 * dates and times through these functions.
 *
 * - formatCurrency(1234.5) -> '$1,234.50'; formatCurrency(-20) -> '-$20.00';
 *   formatCurrency(1234.5, { round: true }) -> '$1,235'
 * - formatPercent(7.5) -> '7.50%' (the API sends percentages as numbers: 7.5 means 7.50 %)
 * - formatMultiple(1.125) -> '1.13x' (an equity multiple: what came back per dollar put in)
 * - formatMonth('2024-03') -> '03/2024'
 * - formatDate('2024-03-09') -> '03/09/2024'
 * - formatDateKey(...) -> either of the two above, whichever the key is
 * - formatDateTime('2024-03-09T14:05:00Z') -> '03/09/2024, 9:05 AM' in the browser's time zone
 * - formatCount(12345.6) -> '12,346' (how many events, rows, ...)
 *
 * Text that is not in the expected shape is shown as it came, so a surprise from the server is
 * visible rather than hidden. Dates and months are parsed as text: `new Date('YYYY-MM-DD')` is UTC
 * midnight, which is the previous day west of Greenwich.
 */

const LOCALE = 'en-US';

const currency = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });
const roundedCurrency = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const wholeNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Formats |value| and puts the sign in front, unless the shown digits are all zero ('-$0.00' never). */
function withSign(value: number, formatAbsolute: (absolute: number) => string): string {
  if (!Number.isFinite(value)) return '';
  const text = formatAbsolute(Math.abs(value));
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

export interface CurrencyOptions {
  /** Whole dollars instead of cents (half away from zero). */
  round?: boolean;
}

/** Dollars, en-US: '$1,234.56', '-$1,234.56'; '$1,235' with `round`. Not a finite number: ''. */
export function formatCurrency(value: number, { round = false }: CurrencyOptions = {}): string {
  const formatter = round ? roundedCurrency : currency;
  return withSign(value, (absolute) => formatter.format(absolute));
}

/** A percentage number with 2 decimals and '%': 7.5 -> '7.50%', -3 -> '-3.00%'. */
export function formatPercent(value: number): string {
  return withSign(value, (absolute) => `${twoDecimals.format(absolute)}%`);
}

/** A multiple with 2 decimals and 'x': 1.12 -> '1.12x', 0 -> '0.00x'. */
export function formatMultiple(value: number): string {
  return withSign(value, (absolute) => `${twoDecimals.format(absolute)}x`);
}

const MONTH_KEY = /^(\d{4})-(\d{2})$/;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Month key 'YYYY-MM' -> 'MM/YYYY'. */
export function formatMonth(key: string): string {
  const match = MONTH_KEY.exec(key);
  return match ? `${match[2]}/${match[1]}` : key;
}

/** Date 'YYYY-MM-DD' -> 'MM/DD/YYYY'. */
export function formatDate(date: string): string {
  const match = DATE_KEY.exec(date);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : date;
}

/** A history table's date key: a month 'YYYY-MM' or a day 'YYYY-MM-DD'. */
export function formatDateKey(key: string): string {
  return MONTH_KEY.test(key) ? formatMonth(key) : formatDate(key);
}

/**
 * An instant (ISO 8601 with a zone) as the user's local date and time, '03/09/2024, 9:05 AM';
 * `fallback` when there is none or it cannot be read.
 */
export function formatDateTime(iso: string | null | undefined, fallback = 'N/A'): string {
  if (!iso) return fallback;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return fallback;
  // ICU puts a narrow no-break space before AM/PM; plain spaces are what people type and match.
  return dateTime.format(time).replace(/\s/g, ' ');
}

/** A count, whole and grouped: 12345.6 -> '12,346'. Not a finite number: ''. */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? wholeNumber.format(value) : '';
}
