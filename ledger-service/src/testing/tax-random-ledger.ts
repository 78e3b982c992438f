import { randomUUID } from 'node:crypto';
import type { DomainEvent, FeeBasisPoints, PropertyType } from '@portal/contracts';
import fc from 'fast-check';
import { LedgerBuilder } from '@portal/projections/testing';

/**
 * Test support only: random ledgers for the reconciliation property test, as the events the command
 * handlers record (appended to the streams they use). Several LLCs, properties of every type, and
 * records across 2022 to mid-2025: investments and investment withdrawals, income (some of it for
 * the month before its date, as December rent paid in January), partner income, land-contract
 * payments, shared and investor-specific expenses, deposits, cash withdrawals, LLC expenses, and voids
 * of earlier records of every voidable kind. Withdrawals are not held to the command limits: the
 * figures must reconcile whatever the log holds.
 */

export interface RandomLedger {
  readonly llcs: readonly string[];
  readonly investors: readonly string[];
  readonly properties: readonly { readonly name: string; readonly type: PropertyType; readonly llc: string }[];
  readonly events: readonly DomainEvent[];
}

const llcPool = ['L1', 'L2', 'L3'] as const;
const investorPool = ['Ann', 'Bob', 'Cy', 'Dee'] as const;
const propertyPool = ['Elm', 'Oak', 'Pine', 'Ash', 'Fir'] as const;
const typePool: readonly PropertyType[] = ['Rental', 'Land Contract', 'Other'];
const feePool: readonly FeeBasisPoints[] = [0, 1000, 2000, 3000];
const incomeCategories = ['Rent', 'Late Fees', 'Fees and Reimbursements', 'Other Income'] as const;
const expenseCategories = ['Repairs', 'Utilities', 'Insurance', 'Taxes'] as const;

/** 2022-01 to 2025-06, days 1-28. */
const day = fc
  .tuple(fc.integer({ min: 0, max: 41 }), fc.integer({ min: 1, max: 28 }))
  .map(([m, d]) => `${2022 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const cents = fc.oneof(
  fc.integer({ min: 1, max: 10_000 }),
  fc.integer({ min: 1, max: 50_000_000 }),
  fc.integer({ min: 1, max: 100_000_000_000 }),
);

const previousMonth = (month: string): string => {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 1 ? `${year - 1}-12` : `${month.slice(0, 5)}${String(m - 1).padStart(2, '0')}`;
};

type Voidable =
  | { kind: 'income' | 'expense' | 'deposit' | 'payment'; recordId: string; propertyName: string }
  | { kind: 'llc'; recordId: string; llcName: string };

/** Every name carries `prefix`, so the ledgers of several runs can share one database without meeting. */
export const arbitraryTaxLedger = (prefix: () => string): fc.Arbitrary<RandomLedger> =>
  fc
    .record({
      investors: fc.uniqueArray(fc.constantFrom(...investorPool), { minLength: 1, maxLength: 4 }),
      fees: fc.array(fc.constantFrom(...feePool), { minLength: 4, maxLength: 4 }),
      properties: fc.uniqueArray(fc.constantFrom(...propertyPool), { minLength: 1, maxLength: 5 }),
      types: fc.array(fc.constantFrom(...typePool), { minLength: 5, maxLength: 5 }),
      llcOf: fc.array(fc.nat({ max: 2 }), { minLength: 5, maxLength: 5 }),
      ops: fc.array(fc.tuple(fc.nat({ max: 15 }), fc.nat(), fc.nat(), day, cents, fc.boolean()), {
        minLength: 30,
        maxLength: 60,
        size: 'max',
      }),
    })
    .map(({ investors, fees, properties, types, llcOf, ops }) => {
      const p = prefix();
      const b = new LedgerBuilder();
      const llcs = llcPool.map((llc) => `${p}${llc}`);
      for (const llcName of llcs) b.llc(llcName);
      const investorNames = investors.map((name) => `${p}${name}`);
      investorNames.forEach((name, i) => b.investor(name, fees[i] ?? 0));
      const props = properties.map((name, i) => ({ name: `${p}${name}`, type: types[i] ?? 'Rental', llc: llcs[llcOf[i] ?? 0]! }));
      for (const { name, type, llc } of props)
        b.property(name, type, {
          llcName: llc,
          purchasePriceCents: 100_000_00 + name.length,
          landValueCents: 10_000_00,
          purchaseDate: '2023-06-15',
        });

      const voidable: Voidable[] = [];
      for (const [kind, i, j, date, amount, flag] of ops) {
        const investor = investorNames[i % investorNames.length]!;
        const property = props[j % props.length]!;
        const propertyName = property.name;
        const month = date.slice(0, 7);
        switch (kind) {
          case 0:
          case 1:
          case 2:
            b.invest(investor, propertyName, amount, date);
            break;
          case 3:
            b.withdrawInvestment(investor, propertyName, Math.ceil(amount / 4), date);
            break;
          case 4:
          case 5: {
            const category = incomeCategories[amount % incomeCategories.length]!;
            const recordId = b.income(propertyName, amount, flag ? previousMonth(month) : month, { incomeDate: date, category });
            voidable.push({ kind: 'income', recordId, propertyName });
            break;
          }
          case 6:
            voidable.push({ kind: 'income', recordId: b.partnerIncome(propertyName, amount, date), propertyName });
            break;
          case 7:
            if (property.type === 'Land Contract')
              voidable.push({ kind: 'payment', recordId: b.landContractPayment(propertyName, amount, date), propertyName });
            else b.withdrawCash(investor, Math.ceil(amount / 10), date);
            break;
          case 8:
          case 9:
            voidable.push({
              kind: 'expense',
              recordId: b.expense(propertyName, Math.ceil(amount / 2), month, flag ? investor : null, expenseCategories[amount % 4]),
              propertyName,
            });
            break;
          case 10:
            voidable.push({
              kind: 'deposit',
              recordId: flag ? b.deposit(propertyName, amount, date) : b.withdrawDeposit(propertyName, Math.ceil(amount / 3), date),
              propertyName,
            });
            break;
          case 11:
          case 12: {
            const llcName = llcs[i % llcs.length]!;
            voidable.push({ kind: 'llc', recordId: b.llcExpense(llcName, Math.ceil(amount / 5), date, expenseCategories[j % 4]), llcName });
            break;
          }
          default: {
            // A void of an earlier record (once voided, voided again is what a replayed log may hold).
            const target = voidable[(i + j) % Math.max(1, voidable.length)];
            if (target === undefined) break;
            if (target.kind === 'llc') b.voidLlcExpense(target.recordId, target.llcName);
            else b.void(voidEvent[target.kind], target.recordId, target.propertyName);
          }
        }
      }
      return { llcs, investors: investorNames, properties: props, events: withFreshRecordIds(b.events) };
    });

const voidEvent = {
  income: 'IncomeVoided',
  expense: 'ExpenseVoided',
  deposit: 'DepositVoided',
  payment: 'LandContractPaymentVoided',
} as const;

/**
 * The builder numbers its records from 1 and gives every investor one registration secret; the runs
 * share one database, so each record gets a random UUID and each investor a secret of its own.
 */
const withFreshRecordIds = (events: readonly DomainEvent[]): DomainEvent[] => {
  const ids = new Map<string, string>();
  const fresh = (id: string) => ids.get(id) ?? ids.set(id, randomUUID()).get(id)!;
  return events.map((event): DomainEvent => {
    if (event.type === 'InvestorAdded') return { ...event, data: { ...event.data, registrationSecret: randomUUID() } };
    return 'recordId' in event.data ? ({ ...event, data: { ...event.data, recordId: fresh(event.data.recordId) } } as DomainEvent) : event;
  });
};
