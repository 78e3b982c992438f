import { describe, expect, it } from 'vitest';
import { expenseDates, incomeDates, partnerIncomeDates } from '../../areas/properties/placing';
import { closedPeriodRefusal, covering, forMonth, ownDate, type PlacingDate } from './placing';

const refusal = (dates: readonly PlacingDate[], through: string | null) => closedPeriodRefusal(dates, through)?.message ?? null;

describe('the closed-period rule: a record is refused when any date that places it is on or before `through`', () => {
  it('holds a record to its own date (the day itself is inside)', () => {
    const dated = [ownDate('income_date', '2025-12-31')];
    expect(refusal(dated, '2025-12-31')).toBe(
      'The books are closed through 12/31/2025: nothing dated 12/31/2025 can be recorded or deleted.',
    );
    expect(refusal(dated, '2025-12-30')).toBeNull();
    expect(refusal(dated, null)).toBeNull();
  });

  it('holds an income or expense to the month it is for: its first day counts', () => {
    const income = incomeDates({ incomeDate: '2026-01-05', incomeForMonth: '2025-03' });
    expect(refusal(income, '2025-12-31')).toBe(
      'The books are closed through 12/31/2025: its income_for_month (03/2025) reaches into the closed period, and nothing placed there can be recorded or deleted.',
    );
    expect(refusal(incomeDates({ incomeDate: '2026-01-05', incomeForMonth: '2025-12' }), '2025-12-01')).toMatch(
      /income_for_month \(12\/2025\)/,
    );
    expect(refusal(incomeDates({ incomeDate: '2026-01-05', incomeForMonth: '2025-12' }), '2025-11-30')).toBeNull();
    expect(refusal(expenseDates({ expenseDate: '2026-01-05', expenseForMonth: '2025-04' }), '2025-12-31')).toMatch(
      /its expense_for_month \(04\/2025\) reaches into the closed period/,
    );
  });

  it('holds a partner income to its period: any part of it inside is enough', () => {
    const period = (startDate: string, endDate: string) => partnerIncomeDates({ incomeDate: '2026-01-05', startDate, endDate });
    expect(refusal(period('2025-01-01', '2025-06-30'), '2025-12-31')).toMatch(
      /its start_date\.\.end_date \(01\/01\/2025 to 06\/30\/2025\) reaches into the closed period/,
    );
    expect(refusal(period('2025-12-31', '2026-01-31'), '2025-12-31')).not.toBeNull();
    expect(refusal(period('2026-01-01', '2026-01-31'), '2025-12-31')).toBeNull();
  });

  it('names the own date first when it is inside too', () => {
    const both = incomeDates({ incomeDate: '2025-06-01', incomeForMonth: '2025-03' });
    expect(refusal(both, '2025-12-31')).toMatch(/nothing dated 06\/01\/2025/);
  });

  it('reads months and periods by their first day', () => {
    expect(forMonth('expense_for_month', '2024-02')).toMatchObject({ firstDay: '2024-02-01', shown: '02/2024' });
    expect(covering('start_date..end_date', '2024-01-15', '2024-02-10')).toMatchObject({ firstDay: '2024-01-15' });
  });
});
