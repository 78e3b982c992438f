import type { LandContractPayment } from '../records';
import type { DayCount, LandContractTerms } from '../terms';

/** Lot A of the worked examples: 100,000.00 at 8 %, 1,000.00 a month from 2025-02-01 for 120 months, 10 grace days, a 5 % fee. */
export const lotA = (dayCount: DayCount): LandContractTerms => ({
  contractId: 'contract-lot-a',
  contractDate: '2025-01-01',
  salePriceCents: 10_000_000,
  downPaymentCents: 0,
  openingBalanceCents: null,
  rateMilli: 8_000,
  dayCount,
  paymentAmountCents: 100_000,
  firstPaymentDate: '2025-02-01',
  numberOfPayments: 120,
  graceDays: 10,
  lateFeeType: 'percent',
  lateFee: 500,
});

export const payment = (id: string, date: string, amountCents: number, recordedOrder: number): LandContractPayment => ({
  id,
  date,
  amountCents,
  recordedOrder,
});

/** The first two installments, paid in full on their due dates. */
export const onTimePayments = [payment('p1', '2025-02-01', 100_000, 1), payment('p2', '2025-03-01', 100_000, 2)];
