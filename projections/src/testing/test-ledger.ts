import type { DomainEvent, EventData, FeeBasisPoints, PropertyType } from '@portal/contracts';
import fc from 'fast-check';
import type { LedgerFacts } from '../read-models/ledger/figures/facts';
import { ledgerFactsFromEvents } from './ledger-facts';

/**
 * Test support only (imported by the *.test.ts files): a terse builder of event logs in cents, and a
 * fast-check generator of random ledgers as plain facts.
 */
export class LedgerBuilder {
  readonly events: DomainEvent[] = [];
  private sequence = 0;
  private countingDown = false;

  private id(): string {
    this.sequence += 1;
    const n = this.countingDown ? 999_999_999_999 - this.sequence : this.sequence;
    return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  }

  /** From here on each new id sorts before every id given earlier: the ids' order is the reverse of the order recorded. */
  idsCountingDown(): this {
    this.countingDown = true;
    return this;
  }

  investor(investorId: string, feeBasisPoints: FeeBasisPoints = 0): this {
    this.events.push({
      type: 'InvestorAdded',
      data: {
        investorId,
        investorName: investorId,
        email: '',
        phone: '',
        address: '',
        feeBasisPoints,
        registrationSecret: 'secret-secret-secret',
      },
    });
    return this;
  }

  property(
    propertyName: string,
    propertyType: PropertyType = 'Rental',
    more: { llcName?: string; purchasePriceCents?: number; landValueCents?: number; purchaseDate?: string } = {},
  ): this {
    this.events.push({
      type: 'PropertyAdded',
      data: {
        propertyName,
        propertyType,
        address: `${propertyName} street`,
        purchaseDate: more.purchaseDate ?? '2020-01-01',
        purchasePriceCents: more.purchasePriceCents ?? 100_000_00,
        landValueCents: more.landValueCents ?? 0,
        propertyValueCents: 0,
        pictureUrl: `https://pictures/${propertyName}.jpg`,
        llcName: more.llcName ?? 'Main LLC',
      },
    });
    return this;
  }

  invest(investorId: string, propertyName: string, amountCents: number, date: string): string {
    const recordId = this.id();
    this.events.push({ type: 'InvestmentMade', data: { recordId, investorId, propertyName, amountCents, date } });
    return recordId;
  }

  withdrawInvestment(investorId: string, propertyName: string, amountCents: number, date: string): string {
    const recordId = this.id();
    this.events.push({ type: 'InvestmentWithdrawn', data: { recordId, investorId, propertyName, amountCents, date } });
    return recordId;
  }

  income(propertyName: string, amountCents: number, incomeForMonth: string, more: { incomeDate?: string; category?: string } = {}): string {
    const recordId = this.id();
    const incomeDate = more.incomeDate ?? `${incomeForMonth}-05`;
    this.events.push({
      type: 'IncomeRecorded',
      data: {
        recordId,
        propertyName,
        partnerName: null,
        description: `rent ${incomeForMonth}`,
        amountCents,
        incomeDate,
        incomeForMonth,
        category: more.category ?? 'Rent',
      },
    });
    return recordId;
  }

  partnerIncome(propertyName: string, amountCents: number, incomeDate: string): string {
    const recordId = this.id();
    this.events.push({
      type: 'PartnerIncomeRecorded',
      data: { recordId, propertyName, description: 'partner', amountCents, incomeDate, startDate: incomeDate, endDate: incomeDate },
    });
    return recordId;
  }

  landContractPayment(propertyName: string, amountCents: number, paymentDate: string): string {
    const recordId = this.id();
    this.events.push({
      type: 'LandContractPaymentRecorded',
      data: { recordId, propertyName, partnerName: 'Buyer', description: 'payment', amountCents, paymentDate },
    });
    return recordId;
  }

  expense(
    propertyName: string,
    amountCents: number,
    expenseForMonth: string,
    investorId: string | null = null,
    category = 'Repairs',
  ): string {
    const recordId = this.id();
    this.events.push({
      type: 'PropertyExpenseRecorded',
      data: {
        recordId,
        propertyName,
        partnerName: null,
        investorId,
        description: `expense ${expenseForMonth}`,
        amountCents,
        expenseDate: `${expenseForMonth}-20`,
        expenseForMonth,
        category,
      },
    });
    return recordId;
  }

  deposit(propertyName: string, amountCents: number, date: string): string {
    const recordId = this.id();
    this.events.push({
      type: 'RentalDepositReceived',
      data: { recordId, propertyName, partnerName: null, amountCents, date, notes: 'deposit' },
    });
    return recordId;
  }

  withdrawDeposit(propertyName: string, amountCents: number, date: string): string {
    const recordId = this.id();
    this.events.push({ type: 'DepositWithdrawn', data: { recordId, propertyName, amountCents, date, notes: 'returned' } });
    return recordId;
  }

  withdrawCash(investorId: string, amountCents: number, date: string): string {
    const recordId = this.id();
    this.events.push({ type: 'CashWithdrawn', data: { recordId, investorId, amountCents, date, description: 'distribution' } });
    return recordId;
  }

  llcExpense(llcName: string, amountCents: number, expenseDate: string, category = 'Legal and other professional fees'): string {
    const recordId = this.id();
    this.events.push({ type: 'LlcExpenseRecorded', data: { recordId, llcName, description: 'llc', amountCents, expenseDate, category } });
    return recordId;
  }

  void(
    type: 'IncomeVoided' | 'ExpenseVoided' | 'DepositVoided' | 'LandContractPaymentVoided',
    recordId: string,
    propertyName: string,
  ): this {
    this.events.push({ type, data: { recordId, propertyName } });
    return this;
  }

  /** Opens a land contract (terms in cents, the rate in thousandths of a percent); answers its id. */
  openLandContract(
    propertyName: string,
    terms: Omit<
      EventData<'LandContractOpened'>,
      'contractId' | 'propertyName' | 'buyerName' | 'buyerAddress' | 'originationDate' | 'description'
    > &
      Partial<EventData<'LandContractOpened'>>,
  ): string {
    const contractId = this.id();
    this.events.push({
      type: 'LandContractOpened',
      data: {
        buyerName: 'Buyer',
        buyerAddress: '1 Buyer Road',
        originationDate: terms.contractDate,
        description: '',
        ...terms,
        contractId,
        propertyName,
      },
    });
    return contractId;
  }

  /** A close, reopen, void or late-fee waiver of a land contract. */
  landContract(
    type: 'LandContractClosed' | 'LandContractReopened',
    data: { contractId: string; propertyName: string; closeDate: string },
  ): this {
    this.events.push({ type, data: { ...data, reason: 'test' } });
    return this;
  }

  voidLandContract(contractId: string, propertyName: string, contractDate: string): this {
    this.events.push({ type: 'LandContractVoided', data: { contractId, propertyName, contractDate, reason: 'test' } });
    return this;
  }

  waiveLateFee(contractId: string, propertyName: string, dueDate: string, waiveDate: string): this {
    this.events.push({ type: 'LandContractLateFeeWaived', data: { contractId, propertyName, dueDate, waiveDate, reason: 'test' } });
    return this;
  }

  llc(llcName: string): this {
    this.events.push({
      type: 'LlcAdded',
      data: {
        llcName,
        address: `${llcName} address`,
        dateStarted: '2020-01-01',
        principalBusinessActivity: 'Real estate',
        principalProduct: 'Land',
        businessCodeNumber: '531110',
      },
    });
    return this;
  }

  voidLlcExpense(recordId: string, llcName: string): this {
    this.events.push({ type: 'LlcExpenseVoided', data: { recordId, llcName } });
    return this;
  }

  facts(): LedgerFacts {
    return ledgerFactsFromEvents(this.events);
  }
}

const investorPool = ['Ann', 'Bob', 'Cy', 'Dee', 'ann'] as const;
const propertyPool = ['Elm', 'Oak', 'Pine', 'Ash'] as const;
const typePool = ['Rental', 'Land Contract', 'Other'] as const;
const feePool = [0, 1000, 2000, 3000] as const;

const day = fc
  .integer({ min: 0, max: 35 })
  .chain((month) =>
    fc
      .integer({ min: 1, max: 28 })
      .map((d) => `${2022 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  );
const amount = fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 100_000_000 }), fc.constant(100_000_000_000));

/** A random ledger over 2022-2024: 1-5 investors, 1-4 properties in two LLCs, every kind of record. */
export const arbitraryLedger = (): fc.Arbitrary<LedgerFacts> =>
  fc
    .record({
      investors: fc.uniqueArray(fc.constantFrom(...investorPool), { minLength: 1, maxLength: 5 }),
      properties: fc.uniqueArray(fc.constantFrom(...propertyPool), { minLength: 1, maxLength: 4 }),
      fees: fc.array(fc.constantFrom(...feePool), { minLength: 5, maxLength: 5 }),
      types: fc.array(fc.constantFrom(...typePool), { minLength: 4, maxLength: 4 }),
      llcs: fc.array(fc.constantFrom('L1', 'L2'), { minLength: 4, maxLength: 4 }),
      picks: fc.array(fc.tuple(fc.nat(), fc.nat(), day, amount, fc.nat({ max: 9 })), { maxLength: 60 }),
    })
    .map(({ investors, properties, fees, types, llcs, picks }) => {
      const b = new LedgerBuilder();
      investors.forEach((name, i) => b.investor(name, fees[i] ?? 0));
      properties.forEach((name, i) => b.property(name, types[i] ?? 'Rental', { llcName: llcs[i] ?? 'L1', landValueCents: 1_000_00 }));
      for (const [i, p, date, cents, kind] of picks) {
        const investor = investors[i % investors.length]!;
        const property = properties[p % properties.length]!;
        const month = date.slice(0, 7);
        if (kind <= 2) b.invest(investor, property, cents, date);
        else if (kind === 3) b.withdrawInvestment(investor, property, Math.ceil(cents / 3), date);
        else if (kind === 4) b.income(property, cents, month);
        else if (kind === 5) b.partnerIncome(property, cents, date);
        else if (kind === 6) b.landContractPayment(property, cents, date);
        else if (kind === 7) b.expense(property, cents, month);
        else if (kind === 8) b.expense(property, cents, month, investor);
        else b.withdrawCash(investor, cents, date);
      }
      return b.facts();
    });
