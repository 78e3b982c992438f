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
      const roll = next();
      if (roll < 0.43) {
        yield* emit(
          domainEvent('IncomeRecorded', {
            recordId,
            propertyName: property,
            partnerName: null,
            description: 'Rent',
            amountCents: cents(300_000),
            incomeDate: day,
            incomeForMonth: forMonth,
            category: 'Rent',
          }),
        );
        recent.push({ type: 'IncomeVoided', recordId, propertyName: property });
      } else if (roll < 0.68) {
        const own = next() < 0.1 ? investorName : null;
        const expenseProperty = own === null ? property : investorProperty;
        yield* emit(
          domainEvent('PropertyExpenseRecorded', {
            recordId,
            propertyName: expenseProperty,
            partnerName: null,
            investorId: own,
            description: 'Repair',
            amountCents: cents(100_000),
            expenseDate: day,
            expenseForMonth: forMonth,
            category: 'Repairs',
          }),
        );
        recent.push({ type: 'ExpenseVoided', recordId, propertyName: expenseProperty });
      } else if (roll < 0.79) {
        yield* emit(
          domainEvent('InvestmentMade', {
            recordId,
            investorId: investorName,
            propertyName: investorProperty,
            amountCents: cents(5_000_000),
            date: day,
          }),
        );
      } else if (roll < 0.81) {
        yield* emit(
          domainEvent('InvestmentWithdrawn', {
            recordId,
            investorId: investorName,
            propertyName: investorProperty,
            amountCents: cents(100_000),
            date: day,
          }),
        );
      } else if (roll < 0.85) {
        yield* emit(
          domainEvent('PartnerIncomeRecorded', {
            recordId,
            propertyName: property,
            description: 'Share',
            amountCents: cents(50_000),
            incomeDate: day,
            startDate: `${month}-01`,
            endDate: day,
          }),
        );
      } else if (roll < 0.89) {
        yield* emit(
          domainEvent('LandContractPaymentRecorded', {
            recordId,
            propertyName: property,
            partnerName: 'Partner A',
            description: 'Payment',
            amountCents: cents(90_000),
            paymentDate: day,
          }),
        );
      } else if (roll < 0.93) {
        yield* emit(
          domainEvent('RentalDepositReceived', {
            recordId,
            propertyName: property,
            partnerName: null,
            amountCents: cents(150_000),
            date: day,
            notes: 'Deposit',
          }),
        );
      } else if (roll < 0.96) {
        yield* emit(
          domainEvent('LlcExpenseRecorded', {
            recordId,
            llcName: pick(['LLC 1', 'LLC 2', 'LLC 3']),
            description: 'Fee',
            amountCents: cents(20_000),
            expenseDate: day,
            category: 'Taxes',
          }),
        );
      } else if (roll < 0.97) {
        yield* emit(
          domainEvent('CashWithdrawn', {
            recordId,
            investorId: investorName,
            amountCents: cents(20_000),
            date: day,
            description: 'Distribution',
          }),
        );
      } else {
        const voided = recent.splice(Math.floor(next() * recent.length), 1)[0];
        if (voided) yield* emit(domainEvent(voided.type, { recordId: voided.recordId, propertyName: voided.propertyName }));
      }
      if (recent.length > 200) recent.splice(0, 100);
    }
  }
}
