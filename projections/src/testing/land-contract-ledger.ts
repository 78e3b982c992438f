import type { DomainEvent } from '@portal/contracts';
import type { LandContractTerms } from '../read-models/ledger/figures/land-contracts/terms';
import { LedgerBuilder } from './test-ledger';

/** Lot 7's contract terms in example (d), as the log records them and servicing reads them (without the contract's id). */
export const lot7Terms = {
  contractDate: '2024-12-01',
  salePriceCents: 4_000_000,
  downPaymentCents: 1_200_000,
  openingBalanceCents: null,
  rateMilli: 9_000,
  dayCount: 'actual/365',
  paymentAmountCents: 100_000,
  firstPaymentDate: '2025-01-01',
  numberOfPayments: 36,
  graceDays: 10,
  lateFeeType: 'flat',
  lateFee: 2_500,
} as const satisfies Omit<LandContractTerms, 'contractId'>;

/**
 * Test support only: example (d) of docs/land-contracts.md as an event log. Lakeshore Land LLC holds
 * Lot 7 (Land Contract, bought 2024-06-03 for 20,000.00); Avery (fee 10 %) invests 15,000.00 and
 * Blake (no fee) 5,000.00; Lot 7 is sold on contract on 2024-12-01 for 40,000.00 with 12,000.00
 * down, at 9 % actual/365, 1,000.00 a month for 36 months from 2025-01-01, 10 grace days, a flat
 * late fee of 25.00; Avery withdraws 9,000.00 cash on 2024-12-15; the buyer pays 1,000.00 on every
 * due date of 2025.
 */
export const lot7Events = (b: LedgerBuilder = new LedgerBuilder()): { events: DomainEvent[]; contractId: string; payments: string[] } => {
  b.llc('Lakeshore Land LLC')
    .investor('Avery', 1000)
    .investor('Blake', 0)
    .property('Lot 7', 'Land Contract', { llcName: 'Lakeshore Land LLC', purchasePriceCents: 2_000_000, purchaseDate: '2024-06-03' });
  b.invest('Avery', 'Lot 7', 1_500_000, '2024-06-03');
  b.invest('Blake', 'Lot 7', 500_000, '2024-06-03');
  const contractId = b.openLandContract('Lot 7', lot7Terms);
  b.withdrawCash('Avery', 900_000, '2024-12-15');
  const payments = Array.from({ length: 12 }, (_, i) =>
    b.landContractPayment('Lot 7', 100_000, `2025-${String(i + 1).padStart(2, '0')}-01`),
  );
  return { events: b.events.splice(0), contractId, payments };
};

/**
 * Test support only: a lot sold on contract below the capital in it. Ann invests 30,000.00 in it on
 * 2024-01-10; it is sold on 2024-05-01 for 25,000.00 (5,000.00 down, no interest, 1,000.00 a month
 * from 2024-06-01), so 5,000.00 of her capital is written off at the opening; the down payment and
 * June's payment return 6,000.00 of it to her cash.
 */
export const soldBelowCapital = (propertyName: string, b: LedgerBuilder = new LedgerBuilder()): DomainEvent[] => {
  b.investor('Ann').property(propertyName, 'Land Contract');
  b.invest('Ann', propertyName, 30_000_00, '2024-01-10');
  b.openLandContract(propertyName, {
    contractDate: '2024-05-01',
    salePriceCents: 25_000_00,
    downPaymentCents: 5_000_00,
    openingBalanceCents: null,
    rateMilli: 0,
    dayCount: '30/360',
    paymentAmountCents: 1_000_00,
    firstPaymentDate: '2024-06-01',
    numberOfPayments: 20,
    graceDays: 10,
    lateFeeType: 'flat',
    lateFee: 0,
  });
  b.landContractPayment(propertyName, 1_000_00, '2024-06-01');
  return b.events;
};
