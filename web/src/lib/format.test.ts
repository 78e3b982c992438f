import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatCurrency,
  formatDate,
  formatDateKey,
  formatDateTime,
  formatMonth,
  formatMultiple,
  formatPercent,
} from './format';

describe('formatCurrency', () => {
  it.each([
    [0, '$0.00'],
    [5, '$5.00'],
    [1234.5, '$1,234.50'],
    [1234567.891, '$1,234,567.89'],
    [0.1 + 0.2, '$0.30'],
    [1.005, '$1.01'],
  ])('shows %s as %s', (value, text) => {
    expect(formatCurrency(value)).toBe(text);
  });

  it.each([
    [-20, '-$20.00'],
    [-1234.56, '-$1,234.56'],
    [-0.01, '-$0.01'],
  ])('prefixes negatives with -$: %s as %s', (value, text) => {
    expect(formatCurrency(value)).toBe(text);
  });

  it('never shows a negative zero', () => {
    expect(formatCurrency(-0)).toBe('$0.00');
    expect(formatCurrency(-0.001)).toBe('$0.00');
    expect(formatCurrency(-0.4, { round: true })).toBe('$0');
  });

  it.each([
    [1234.5, '$1,235'],
    [1234.49, '$1,234'],
    [2.5, '$3'],
    [-2.5, '-$3'],
    [-1234.56, '-$1,235'],
    [0, '$0'],
  ])('rounds to whole dollars when asked: %s as %s', (value, text) => {
    expect(formatCurrency(value, { round: true })).toBe(text);
  });

  it('keeps 2 decimals when rounding is not asked', () => {
    expect(formatCurrency(2.5, { round: false })).toBe('$2.50');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('numbers without Intl', () => {
  const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  /** Cents, ties of cents (x.xx5), and any double from 5e-324 to 1e308. */
  const amounts = fc.oneof(
    fc.integer({ min: 0, max: 10 ** 12 }).map((cents) => cents / 100),
    fc.integer({ min: 0, max: 10 ** 9 }).map((mills) => (mills * 10 + 5) / 1000),
    fc.double({ min: 0, max: 1e308, noNaN: true }),
  );

  it('writes amounts, percentages, multiples and counts as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatCurrency(value)).toBe(dollars.format(value));
        expect(formatCurrency(value, { round: true })).toBe(wholeDollars.format(value));
        expect(formatPercent(value)).toBe(`${twoDecimals.format(value)}%`);
        expect(formatMultiple(value)).toBe(`${twoDecimals.format(value)}x`);
        expect(formatCount(value)).toBe(whole.format(value));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('formatPercent', () => {
  it.each([
    [7.5, '7.50%'],
    [0, '0.00%'],
    [12.345, '12.35%'],
    [100, '100.00%'],
    [1234.5, '1,234.50%'],
    [-3, '-3.00%'],
    [-0.001, '0.00%'],
  ])('shows %s as %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
});

describe('formatMultiple', () => {
  it.each([
    [1.12, '1.12x'],
    [0, '0.00x'],
    [1.125, '1.13x'],
    [12, '12.00x'],
  ])('shows %s as %s', (value, text) => {
    expect(formatMultiple(value)).toBe(text);
  });
});

describe('formatMonth and formatDate', () => {
  it.each([
    { format: formatMonth, key: '2024-03', text: '03/2024' },
    { format: formatMonth, key: '1999-12', text: '12/1999' },
    { format: formatDate, key: '2024-03-09', text: '03/09/2024' },
    { format: formatDate, key: '2024-01-01', text: '01/01/2024' }, // UTC midnight would be Dec 31 in America: the day must not move
    { format: formatDate, key: '2099-12-31', text: '12/31/2099' },
  ])('$format.name shows $key as $text (YYYY-MM as MM/YYYY, YYYY-MM-DD as MM/DD/YYYY)', ({ format, key, text }) => {
    expect(format(key)).toBe(text);
  });

  it.each([
    { format: formatMonth, text: 'March 2024' },
    { format: formatMonth, text: '2024-03-09' },
    { format: formatDate, text: '2024-03' },
    { format: formatDate, text: '' },
  ])('$format.name shows anything else, such as $text, as it came', ({ format, text }) => {
    expect(format(text)).toBe(text);
  });
});

describe('formatDateKey', () => {
  it('formats months and days by their shape', () => {
    expect(formatDateKey('2024-03')).toBe('03/2024');
    expect(formatDateKey('2024-03-09')).toBe('03/09/2024');
  });
});

describe('formatDateTime', () => {
  it('shows an instant as the local date and time', () => {
    const localAfternoon = new Date(2024, 0, 5, 15, 4, 0).toISOString();
    expect(formatDateTime(localAfternoon)).toBe('01/05/2024, 3:04 PM');
    const localMorning = new Date(2023, 10, 30, 9, 0, 0).toISOString();
    expect(formatDateTime(localMorning)).toBe('11/30/2023, 9:00 AM');
  });

  it("answers 'N/A' (or the given fallback) without a readable time", () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('yesterday')).toBe('N/A');
    expect(formatDateTime(null, 'never')).toBe('never');
  });
});

describe('formatCount', () => {
  it('groups thousands and shows whole numbers', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(12345.6)).toBe('12,346');
    expect(formatCount(Number.NaN)).toBe('');
  });
});
