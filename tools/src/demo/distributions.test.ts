import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributionsPlan } from './distributions';
import { investors } from './investors';
import { addMonths, toCents } from './units';

const quarterly = investors.find((i) => i.distributions === 'quarterly')!;
const yearly = investors.find((i) => i.distributions === 'yearly')!;
const none = investors.find((i) => i.distributions === 'none')!;

describe('cash distributions', () => {
  it('pays 90 % of what was earned and not yet taken, rounded down to $10, in the month after each quarter', () => {
    const cashflow = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'].map((month) => ({ month, cents: 1_000_00 }));
    const plan = distributionsPlan(quarterly, cashflow, '2025-08');
    expect(plan.map((r) => r.body)).toEqual([
      { amount: 2700, date: '2025-04-12', investor_name: quarterly.name, description: 'Q1 2025 distribution' },
      { amount: 2970, date: '2025-07-12', investor_name: quarterly.name, description: 'Q2 2025 distribution' },
    ]);
    expect(distributionsPlan(yearly, cashflow, '2026-02').map((r) => r.body.amount)).toEqual([5400]);
    expect(distributionsPlan(none, cashflow, '2026-02')).toEqual([]);
  });

  it('never pays out more than the balance at any later month, even after a negative month', () => {
    const months = fc.array(fc.integer({ min: -3_000_00, max: 4_000_00 }), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(months, (amounts) => {
        const cashflow = amounts.map((cents, i) => ({ month: addMonths('2022-01', i), cents }));
        const paid = distributionsPlan(quarterly, cashflow, addMonths('2022-01', amounts.length + 2)).map((r) => ({
          date: String(r.body.date),
          cents: toCents(Number(r.body.amount)),
        }));
        let earned = 0;
        cashflow.forEach(({ month, cents }) => {
          earned += cents;
          const taken = paid.filter((p) => p.date.slice(0, 7) <= month).reduce((sum, p) => sum + p.cents, 0);
          expect(taken).toBeLessThanOrEqual(Math.max(0, earned));
        });
      }),
    );
  });
});
