import { describe, expect, it } from 'vitest';
import { addCalendarDays, addMonthsClamped, calendarDaysBetween, dateOfDayNumber, dayNumber } from './calendar';
import { accrualDays, interestBetween, perDiem } from './day-count';

describe('day counts', () => {
  it('counts 30/360 on the bond basis: the test vectors', () => {
    expect(accrualDays('30/360', '2025-01-01', '2025-02-01')).toBe(30);
    expect(accrualDays('30/360', '2025-02-01', '2025-03-01')).toBe(30);
    expect(accrualDays('30/360', '2025-01-31', '2025-03-01')).toBe(31);
    expect(accrualDays('30/360', '2025-02-28', '2025-03-31')).toBe(33);
    expect(accrualDays('30/360', '2025-03-31', '2025-04-30')).toBe(30);
  });

  it('turns an ending 31st into the 30th only when the period starts on the 30th or 31st', () => {
    expect(accrualDays('30/360', '2025-01-30', '2025-03-31')).toBe(60);
    expect(accrualDays('30/360', '2025-01-29', '2025-03-31')).toBe(62);
    expect(accrualDays('30/360', '2024-12-15', '2025-01-15')).toBe(30);
  });

  it('counts actual/365 in calendar days, a leap day included', () => {
    expect(accrualDays('actual/365', '2025-02-01', '2025-03-01')).toBe(28);
    expect(accrualDays('actual/365', '2024-02-01', '2024-03-01')).toBe(29);
    expect(accrualDays('actual/365', '2024-01-01', '2025-01-01')).toBe(366);
  });

  it('rounds interest once, half away from zero, exactly where the product passes 2^53', () => {
    const accrual = { rateMilli: 8_000, dayCount: 'actual/365' } as const;
    // 10,000,000 x 8,000 x 31 / 36,500,000 = 67,945.205... -> 679.45
    expect(interestBetween(accrual, 10_000_000, '2025-01-01', '2025-02-01')).toBe(67_945);
    // 9,929,118 x 8,000 / 36,500,000 = 2,176.245... -> 21.76
    expect(perDiem(accrual, 9_929_118)).toBe(2_176);
    // 1,000,000,000.00 at 40 % for 14,610 days: the product 5.8e20 passes 2^53 by far; 1,601,095,890,410.959 -> ...411.
    expect(interestBetween({ rateMilli: 40_000, dayCount: 'actual/365' }, 100_000_000_000, '2060-01-01', '2100-01-01')).toBe(
      1_601_095_890_411,
    );
    // 1.00 at 0.5 % for a 30/360 year: exactly half a cent, rounded up.
    expect(interestBetween({ rateMilli: 500, dayCount: '30/360' }, 100, '2025-01-01', '2026-01-01')).toBe(1);
  });
});

describe('calendar', () => {
  it('steps months from one start, clamped to month ends: Jan 31 -> Feb 28 -> Mar 31', () => {
    expect(addMonthsClamped('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsClamped('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonthsClamped('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsClamped('2025-01-30', 3)).toBe('2025-04-30');
    expect(addMonthsClamped('2025-11-15', 2)).toBe('2026-01-15');
    expect(addMonthsClamped('2025-02-01', 119)).toBe('2035-01-01');
  });

  it('adds and counts calendar days across months and leap years', () => {
    expect(addCalendarDays('2025-04-01', 11)).toBe('2025-04-12');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(calendarDaysBetween('2025-03-01', '2025-04-14')).toBe(44);
    expect(calendarDaysBetween('2025-04-14', '2025-03-01')).toBe(-44);
  });
});

describe('day numbers', () => {
  it('agree with the calendar on every day from 1899 to 2101 (leap centuries included)', () => {
    const wrong: string[] = [];
    for (let day = Date.UTC(1899, 0, 1) / 86_400_000; day <= Date.UTC(2101, 11, 31) / 86_400_000; day++) {
      const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (dayNumber(date) !== day || dateOfDayNumber(day) !== date) wrong.push(date);
    }
    expect(wrong).toEqual([]);
  });
});
