import { randomUUID } from 'node:crypto';
import { domainEvent, type DomainEvent, type FeeBasisPoints, type PropertyType } from '@portal/contracts';

/**
 * A deterministic, realistic-looking ledger of any size for the benchmarks: 3 LLCs, 40 properties of
 * the three types, 100 investors at the four fee levels, each investing in three of the properties,
 * then month after month (from 2021-01) the mix of an admin's records: rents and expenses (some for
 * the month before), investments and investment withdrawals, partner income and land-contract
 * payments, deposits, LLC expenses, cash withdrawals, and a few voids of recent records. Every event
 * passes its schema.
 */

const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const types: PropertyType[] = ['Rental', 'Rental', 'Land Contract', 'Other', 'Rental'];
const fees: FeeBasisPoints[] = [0, 1000, 2000, 3000];
export const benchInvestors = Array.from({ length: 100 }, (_, i) => `Investor ${String(i + 1).padStart(3, '0')}`);
const properties = Array.from({ length: 40 }, (_, i) => ({
  name: `Property ${String(i + 1).padStart(2, '0')}`,
  type: types[i % types.length]!,
  llc: `LLC ${(i % 3) + 1}`,
}));

/** Where and when a record of the monthly mix falls, as drawn for it. */
interface Draw {
  recordId: string;
  month: string;
  day: string;
  forMonth: string;
  property: string;
  investorName: string;
  investorProperty: string;
}

const monthAt = (index: number) => `${2021 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Yields `count` events (the catalogue first), `perMonth` records a month. */
export function* ledgerLog(count: number, perMonth = 20_000, seed = 7): Generator<DomainEvent> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const cents = (max: number) => 1 + Math.floor(next() * max);
  let produced = 0;
  const emit = function* (event: DomainEvent) {
    if (produced++ < count) yield event;
  };

  for (const llc of ['LLC 1', 'LLC 2', 'LLC 3']) {
    yield* emit(
      domainEvent('LlcAdded', {
        llcName: llc,
        address: '1 Main St',
        dateStarted: '2020-01-01',
        principalBusinessActivity: 'Real estate',
        principalProduct: 'Rentals',
        businessCodeNumber: '531110',
      }),
    );
  }
  yield* emit(domainEvent('PartnerAdded', { partnerName: 'Partner A' }));
  for (const p of properties) {
    yield* emit(
      domainEvent('PropertyAdded', {
        propertyName: p.name,
        address: `${p.name} Road`,
        purchaseDate: '2020-06-01',
        purchasePriceCents: 25_000_000,
        propertyType: p.type,
        pictureUrl: `/pictures/${p.name}.jpg`,
        llcName: p.llc,
        landValueCents: 5_000_000,
        propertyValueCents: 30_000_000,
      }),
    );
  }
  for (const [i, investorName] of benchInvestors.entries()) {
    yield* emit(
      // Named by their names, as a log from before ids would be (the read side takes either).
      domainEvent('InvestorAdded', {
        investorId: investorName,
        investorName,
        email: 'i@example.com',
        phone: '555',
        address: 'x',
        feeBasisPoints: fees[i % fees.length]!,
        registrationSecret: `secret-${randomUUID()}`,
      }),
    );
  }

  const recent: { type: 'IncomeVoided' | 'ExpenseVoided'; recordId: string; propertyName: string }[] = [];
  /** The record of the month's mix that `roll` falls on (none when a void finds no recent record left). */
  const record = (roll: number, draw: Draw): DomainEvent | undefined => {
    const { recordId, month, day, forMonth, property, investorName, investorProperty } = draw;
    if (roll < 0.43) {
      const income = domainEvent('IncomeRecorded', {
        recordId,
        propertyName: property,
        partnerName: null,
        description: 'Rent',
        amountCents: cents(300_000),
        incomeDate: day,
        incomeForMonth: forMonth,
        category: 'Rent',
      });
      recent.push({ type: 'IncomeVoided', recordId, propertyName: property });
      return income;
    }
    if (roll < 0.68) {
      const own = next() < 0.1 ? investorName : null;
      const propertyName = own === null ? property : investorProperty;
      const expense = domainEvent('PropertyExpenseRecorded', {
        recordId,
        propertyName,
        partnerName: null,
        investorId: own,
        description: 'Repair',
        amountCents: cents(100_000),
        expenseDate: day,
        expenseForMonth: forMonth,
        category: 'Repairs',
      });
      recent.push({ type: 'ExpenseVoided', recordId, propertyName });
      return expense;
    }
    if (roll < 0.81) {
      // An investment, or now and then an investment withdrawn: the same record the other way.
      const made = roll < 0.79;
      const data = {
        recordId,
        investorId: investorName,
        propertyName: investorProperty,
        amountCents: cents(made ? 5_000_000 : 100_000),
        date: day,
      };
      return made ? domainEvent('InvestmentMade', data) : domainEvent('InvestmentWithdrawn', data);
    }
    if (roll < 0.85)
      return domainEvent('PartnerIncomeRecorded', {
        recordId,
        propertyName: property,
        description: 'Share',
        amountCents: cents(50_000),
        incomeDate: day,
        startDate: `${month}-01`,
        endDate: day,
      });
    if (roll < 0.89)
      return domainEvent('LandContractPaymentRecorded', {
        recordId,
        propertyName: property,
        partnerName: 'Partner A',
        description: 'Payment',
        amountCents: cents(90_000),
        paymentDate: day,
      });
    if (roll < 0.93)
      return domainEvent('RentalDepositReceived', {
        recordId,
        propertyName: property,
        partnerName: null,
        amountCents: cents(150_000),
        date: day,
        notes: 'Deposit',
      });
    if (roll < 0.96) {
      const llcName = pick(['LLC 1', 'LLC 2', 'LLC 3']);
      return domainEvent('LlcExpenseRecorded', {
        recordId,
        llcName,
        description: 'Fee',
        amountCents: cents(20_000),
        expenseDate: day,
        category: 'Taxes',
      });
    }
    if (roll < 0.97)
      return domainEvent('CashWithdrawn', {
        recordId,
        investorId: investorName,
        amountCents: cents(20_000),
        date: day,
        description: 'Distribution',
      });
    const voided = recent.splice(Math.floor(next() * recent.length), 1)[0];
    return voided && domainEvent(voided.type, { recordId: voided.recordId, propertyName: voided.propertyName });
  };

  for (let m = 0; produced < count; m++) {
    const month = monthAt(m);
    for (let r = 0; r < perMonth && produced < count; r++) {
      const day = `${month}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
      const property = pick(properties).name;
      const investorIndex = Math.floor(next() * benchInvestors.length);
      const investorName = benchInvestors[investorIndex]!;
      const investorProperty = properties[(investorIndex * 7 + Math.floor(next() * 3) * 13) % properties.length]!.name;
      const recordId = randomUUID();
      const forMonth = next() < 0.1 && m > 0 ? monthAt(m - 1) : month;
      const event = record(next(), { recordId, month, day, forMonth, property, investorName, investorProperty });
      if (event) yield* emit(event);
      if (recent.length > 200) recent.splice(0, 100);
    }
  }
}
