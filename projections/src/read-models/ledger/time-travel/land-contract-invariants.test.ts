import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LedgerBuilder } from '../../../testing/test-ledger';
import type { LandContract, LandContractPayment, LandContractTerms } from '../figures';
import { addCalendarDays, landContractPayoff, landContractRefusal, reconciliationMismatches, sumCents, yearOf } from '../figures';
import { ledgerAsOf, ledgerOfEvents } from './ledger-at';
import { reportsAt } from './reports';

/**
 * The books' invariants (docs/land-contracts.md) over random ledgers: investors funding a property
 * that is sold on contract, payments short, whole, late and the payoff, recorded in random order.
 * At every receipt's day: nobody's invested is below zero, and everybody's is 0 once the contract is
 * paid off; the firm's cash is the investors' cash and the fees; each year reconciles (R1-R3).
 */

const investors = ['Avery', 'Blake', 'Cy'] as const;
const fees = { Avery: 1000, Blake: 0, Cy: 2000 } as const;

const historyArbitrary = fc.record({
  stakes: fc.array(fc.tuple(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 300 })), { minLength: 1, maxLength: 3 }),
  sale: fc.integer({ min: 100_000, max: 12_000_000 }),
  downPercent: fc.integer({ min: 0, max: 60 }),
  rateMilli: fc.integer({ min: 0, max: 20_000 }),
  dayCount: fc.constantFrom('actual/365' as const, '30/360' as const),
  installments: fc.integer({ min: 2, max: 24 }),
  flatFee: fc.integer({ min: 0, max: 5_000 }),
  steps: fc.array(fc.tuple(fc.integer({ min: 1, max: 70 }), fc.constantFrom('short', 'whole', 'payoff'), fc.integer({ min: 1, max: 99 })), {
    maxLength: 14,
  }),
  recordOrder: fc.array(fc.nat(), { minLength: 14, maxLength: 14 }),
});

type History = typeof historyArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The payments the steps make that servicing accepts (a refused candidate is left out, as the decider would). */
const acceptedPayments = (terms: LandContractTerms, steps: readonly [number, string, number][]): LandContractPayment[] => {
  const payments: LandContractPayment[] = [];
  let date = terms.contractDate;
  for (const [gap, kind, percent] of steps) {
    date = addCalendarDays(date, gap);
    const contract: LandContract = { terms, payments, waivers: [], closeDate: null };
    const quote = landContractPayoff(contract, date);
    if (!quote.ok) break;
    const payoff = quote.quote.payoffAmountCents;
    const wanted =
      kind === 'payoff' ? payoff : kind === 'whole' ? terms.paymentAmountCents : Math.ceil((terms.paymentAmountCents * percent) / 100);
    const payment = { id: `p${payments.length}`, date, amountCents: Math.min(wanted, payoff), recordedOrder: payments.length };
    if (payment.amountCents <= 0 || landContractRefusal({ ...contract, payments: [...payments, payment] }) !== null) continue;
    payments.push(payment);
    if (payment.amountCents === payoff) break;
  }
  return payments;
};

const ledgerOf = (h: History) => {
  const b = new LedgerBuilder();
  b.llc('Land LLC');
  for (const investor of investors) b.investor(investor, fees[investor]);
  b.property('Lot', 'Land Contract', { llcName: 'Land LLC', purchaseDate: '2023-01-02' });
  const contractDate = '2024-03-15';
  h.stakes.forEach(([cents, daysBefore], i) => b.invest(investors[i]!, 'Lot', cents, addCalendarDays(contractDate, -daysBefore)));
  const down = Math.floor((h.sale * h.downPercent) / 100);
  const terms: Omit<LandContractTerms, 'contractId'> = {
    contractDate,
    salePriceCents: h.sale,
    downPaymentCents: down,
    openingBalanceCents: null,
    rateMilli: h.rateMilli,
    dayCount: h.dayCount,
    paymentAmountCents: Math.max(1_000, Math.ceil((h.sale - down) / h.installments)),
    firstPaymentDate: '2024-04-15',
    numberOfPayments: h.installments,
    graceDays: 10,
    lateFeeType: 'flat',
    lateFee: h.flatFee,
  };
  const payments = acceptedPayments({ ...terms, contractId: 'c' }, h.steps);
  const contractId = b.openLandContract('Lot', terms);
  // Recorded in a random order: most are recorded after later ones (back-dated).
  const order = payments.map((p, i) => ({ p, key: h.recordOrder[i] ?? 0 })).sort((x, y) => x.key - y.key);
  for (const { p } of order) b.landContractPayment('Lot', p.amountCents, p.date);
  return { events: b.events, contractId, payments, stakes: h.stakes.length };
};

describe('the books of random land contracts', () => {
  it('never leave an investor below zero, return everything at payoff, and reconcile', () => {
    fc.assert(
      fc.property(historyArbitrary, (h) => {
        const { events, payments, stakes } = ledgerOf(h);
        const ledger = ledgerOfEvents(events);
        const holders = investors.slice(0, stakes);
        const days = [...new Set(['2024-03-15', ...payments.map((p) => p.date)])];
        const last = days.at(-1)!;
        const reports = reportsAt(ledger, last);
        const paidOff = payments.length > 0 && reports.propertyDetails('Lot')?.landContract?.status.state === 'paid_off';
        for (const investor of holders) {
          const invested = reports.investorProperty(investor, 'Lot')!.figures.totalInvestmentsCents;
          expect(invested).toBeGreaterThanOrEqual(0);
          if (paidOff) expect(invested).toBe(0);
        }
        // Every cent received is cash: the investors' and the firm's fees.
        const admin = reports.adminSummary();
        const cash = sumCents(holders.map((i) => reports.investorSummary(i)!.cashBalanceCents));
        const fees = sumCents(holders.map((i) => reports.investorReturns(i, null)!.returns.totalFeesCents));
        expect(admin.totalCashCents).toBe(cash + fees);
        for (const year of ['2024', '2025', '2026'].filter((y) => y <= yearOf(last))) {
          const taxes = reports.llcTaxes('Land LLC', year)!;
          const cashflow = new Map(holders.map((i) => [i, reports.investorSummary(i)!.cashflowPerMonth]));
          expect(reconciliationMismatches(year, [taxes.members], cashflow)).toEqual([]);
          const at = (day: string) => reportsAt(ledgerAsOf(ledger, day), day);
          const before = at(`${Number(year) - 1}-12-31`);
          const after = at(`${year}-12-31`);
          for (const investor of holders) {
            const maps = taxes.members.landContracts!;
            const was = before.investorSummary(investor)!;
            const is = after.investorSummary(investor)!;
            const returned = maps.capitalReturned.get(investor) ?? 0;
            const flow = sumCents(is.cashflowPerMonth.filter((m) => yearOf(m.month) === year).map((m) => m.amountCents));
            const contributed = year === '2024' ? h.stakes[holders.indexOf(investor)]![0] : 0;
            const investedBefore = year === '2024' ? 0 : was.totalInvestmentsCents;
            expect(is.totalInvestmentsCents).toBe(investedBefore + contributed - returned - (maps.capitalWrittenOff.get(investor) ?? 0));
            expect(is.cashBalanceCents).toBe(was.cashBalanceCents + flow + returned);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
