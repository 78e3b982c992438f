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

/**
 * A number as Intl.NumberFormat('en-US') writes it, with `decimals` decimals and thousands
 * separators ('1,234.50'), but without Intl: a page's first Intl object starts ICU, tens of
 * milliseconds of main thread (a long task on a phone), which the sign-in and investor pages then
 * never pay. Rounded half away from zero on the number's shortest decimal form, as Intl rounds
 * (1.005 -> '1.01', where toFixed gives '1.00'). `absolute` is finite and not negative.
 */
function decimalText(absolute: number, decimals: number): string {
  // The shortest digits that read back as the number, and the power of ten of the first: 1.005 -> '1005', 0.
  const [mantissa = '0', exponent = '0'] = absolute.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  // absolute * 10^decimals = digits * 10^shift
  const shift = Number(exponent) + decimals - (digits.length - 1);
  let scaled = BigInt(digits);
  if (shift >= 0) {
    scaled *= 10n ** BigInt(shift);
  } else {
    const unit = 10n ** BigInt(-shift);
    scaled = scaled / unit + (2n * (scaled % unit) >= unit ? 1n : 0n);
  }
  const text = scaled.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals > 0 ? `${whole}.${text.slice(-decimals)}` : whole;
}

/** Made on first use, on an admin screen (see decimalText for what a first Intl object costs). */
let dateTime: Intl.DateTimeFormat | undefined;

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
  return withSign(value, (absolute) => `$${decimalText(absolute, round ? 0 : 2)}`);
}

/** A percentage number with 2 decimals and '%': 7.5 -> '7.50%', -3 -> '-3.00%'. */
export function formatPercent(value: number): string {
  return withSign(value, (absolute) => `${decimalText(absolute, 2)}%`);
}

/** A multiple with 2 decimals and 'x': 1.12 -> '1.12x', 0 -> '0.00x'. */
export function formatMultiple(value: number): string {
  return withSign(value, (absolute) => `${decimalText(absolute, 2)}x`);
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
  dateTime ??= new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return dateTime.format(time).replace(/\s/g, ' ');
}

/** A count, whole and grouped: 12345.6 -> '12,346'. Not a finite number: ''. */
export function formatCount(value: number): string {
  return withSign(value, (absolute) => decimalText(absolute, 0));
}
