import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatCents, formatDate, formatMonth } from './formats';

describe('display formats', () => {
  it('writes integer cents as dollars with separators, no floats involved', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(1)).toBe('$0.01');
    expect(formatCents(99_999)).toBe('$999.99');
    expect(formatCents(125_000)).toBe('$1,250.00');
    expect(formatCents(100_000_000_000)).toBe('$1,000,000,000.00');
    expect(formatCents(-300)).toBe('-$3.00');
    expect(formatCents(123_456_789_01)).toBe('$123,456,789.01');
  });

  it('writes dates MM/DD/YYYY, months MM/YYYY and fees as percentages', () => {
    expect(formatDate('2024-03-05')).toBe('03/05/2024');
    expect(formatMonth('2024-12')).toBe('12/2024');
    expect([0, 1000, 2000, 3000, 750, 1234].map(formatBasisPoints)).toEqual(['0%', '10%', '20%', '30%', '7.5%', '12.34%']);
  });
});
