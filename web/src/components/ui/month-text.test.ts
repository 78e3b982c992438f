import { describe, expect, it } from 'vitest';
import { MONTH_KEY_PATTERN, monthKey } from './month-text';

describe('monthKey', () => {
  it.each([
    ['2025-06', '2025-06'],
    [' 2025-06 ', '2025-06'],
    ['2025-6', '2025-06'],
    ['2025/06', '2025-06'],
    ['2025 12', '2025-12'],
    ['202506', '2025-06'],
    ['06/2025', '2025-06'],
    ['6/2025', '2025-06'],
    ['06-2025', '2025-06'],
    ['1900-01', '1900-01'],
    ['2099-12', '2099-12'],
  ])('reads %j as %s', (typed, key) => expect(monthKey(typed)).toBe(key));

  it.each(['', 'June 2025', '2025-13', '2025-00', '13/2025', '1899-12', '2100-01', '25-06', '2025-006', '20256'])('refuses %j', (typed) =>
    expect(monthKey(typed)).toBeNull(),
  );

  it('keeps to the given years', () => {
    expect(monthKey('2030-01', { min: 2000, max: 2029 })).toBeNull();
    expect(monthKey('2029-01', { min: 2000, max: 2029 })).toBe('2029-01');
  });

  it('has a pattern matching exactly the keys it answers', () => {
    const pattern = new RegExp(`^(?:${MONTH_KEY_PATTERN})$`);
    expect(pattern.test('2025-06')).toBe(true);
    expect(pattern.test('2025-6')).toBe(false);
    expect(pattern.test('2025-13')).toBe(false);
  });
});
