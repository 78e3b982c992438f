import { describe, expect, it } from 'vitest';
import type { LandContract, LandContractPayment, LateFeeWaiver } from './records';
import { payoffRefusalMessage, paymentRefusalMessage, waiverRefusalMessage } from './refusals';
import { landContractRefusal, serviceLandContract, servicedThrough } from './servicing';
import { landContractPayoff, landContractStatus } from './status';
import type { LandContractTerms } from './terms';
import { lateFeeWaiverRefusal } from './waivers';

// 3,000.00 at 12 % in three installments of 1,000.00 from 2025-02-01 (the third a balloon), grace 5 days, fee 25.00.
const terms: LandContractTerms = {
  contractId: 'c1',
  contractDate: '2025-01-01',
  salePriceCents: 300_000,
  downPaymentCents: 0,
  openingBalanceCents: null,
  rateMilli: 12_000,
  dayCount: 'actual/365',
  paymentAmountCents: 100_000,
  firstPaymentDate: '2025-02-01',
  numberOfPayments: 3,
  graceDays: 5,
  lateFeeType: 'flat',
  lateFee: 2_500,
};
let order = 0;
const pay = (date: string, amountCents = 100_000, id = `p-${date}-${amountCents}`): LandContractPayment => ({
  id,
  date,
  amountCents,
  recordedOrder: ++order,
});
const contractOf = (
  payments: LandContractPayment[],
  more: { closeDate?: string; waivers?: LateFeeWaiver[]; terms?: Partial<LandContractTerms> } = {},
): LandContract => ({
  terms: { ...terms, ...more.terms },
  payments,
  waivers: more.waivers ?? [],
  closeDate: more.closeDate ?? null,
});
const refusalOf = (contract: LandContract) => {
  const refusal = landContractRefusal(contract);
  if (refusal === null) throw new Error('expected a refusal');
  return refusal;
};

describe('servicing order and late fees', () => {
  it('processes a day as: fee assessments, waivers, the down payment, then payments in recorded order', () => {
    const late = pay('2025-01-01', 5_000, 'late-recorded');
    const early = { ...pay('2025-01-01', 7_000, 'early-recorded'), recordedOrder: late.recordedOrder - 10 };
    const serviced = servicedThrough(
      contractOf([late, early], { terms: { salePriceCents: 400_000, downPaymentCents: 100_000 } }),
      '2025-01-01',
    );
    expect(serviced.receipts.map((receipt) => [receipt.id, receipt.kind, receipt.principalPaidCents])).toEqual([
      ['c1', 'down_payment', 100_000],
      ['early-recorded', 'payment', 7_000],
      ['late-recorded', 'payment', 5_000],
    ]);
    expect(serviced.balanceCents).toBe(300_000 - 12_000); // the down payment does not change P0 = 3,000.00
  });

  it('decides a fee by the payments’ own dates: a back-dated payment within the grace period means no fee', () => {
    const recordedLate = pay('2025-03-06');
    expect(servicedThrough(contractOf([pay('2025-02-01'), recordedLate]), '2025-03-31').lateFees).toEqual([]);
    expect(servicedThrough(contractOf([pay('2025-02-01'), pay('2025-03-07')]), '2025-03-31').lateFees.map((fee) => fee.assessedOn)).toEqual(
      ['2025-03-07'],
    );
  });

  it('counts paying ahead: 2,000.00 on the first due date satisfies two installments', () => {
    const ahead = contractOf([pay('2025-02-01', 200_000)]);
    expect(servicedThrough(ahead, '2025-03-31').lateFees).toEqual([]);
    expect(landContractStatus(ahead, '2025-03-02')).toMatchObject({ state: 'current', nextDueDate: '2025-04-01', amountPastDueCents: 0 });
  });

  it('charges the balloon its fee once, and past maturity counts the whole payoff as past due', () => {
    const status = landContractStatus(contractOf([]), '2025-05-01');
    expect(servicedThrough(contractOf([]), '2025-12-31').lateFees.map((fee) => [fee.installment, fee.amountCents])).toEqual([
      [1, 2_500],
      [2, 2_500],
      [3, 2_500],
    ]);
    expect(status).toMatchObject({ state: 'past_due', oldestUnpaidDueDate: '2025-02-01', daysPastDue: 89, unpaidLateFeesCents: 7_500 });
    expect(status.amountPastDueCents).toBe(status.payoffAmountCents);
  });

  it('keeps a taken-over contract at its opening balance, with no down payment received', () => {
    const serviced = servicedThrough(
      contractOf([], { terms: { openingBalanceCents: 250_000, downPaymentCents: 100_000, salePriceCents: 400_000 } }),
      '2025-01-31',
    );
    expect(serviced.receipts).toEqual([]);
    expect(serviced.balanceCents).toBe(250_000);
  });
});

describe('the end of a contract', () => {
  it('pays off on the receipt that brings the balance to 0, and refuses any payment after it, the same day too', () => {
    const payoff = landContractPayoff(contractOf([pay('2025-02-01')]), '2025-02-10');
    if (!payoff.ok) throw new Error(payoff.refusal.kind);
    const paidOff = contractOf([pay('2025-02-01'), pay('2025-02-10', payoff.quote.payoffAmountCents, 'payoff')]);
    expect(landContractStatus(paidOff, '2025-06-01')).toMatchObject({
      state: 'paid_off',
      endDate: '2025-02-10',
      principalBalanceCents: 0,
      accruedInterestCents: 0,
      payoffAmountCents: null,
      perDiemCents: null,
    });
    expect(servicedThrough(paidOff, '2025-12-31').lateFees).toEqual([]); // none after the end
    const after = refusalOf(contractOf([...paidOff.payments, pay('2025-02-10', 1, 'after')]));
    expect(after).toEqual({
      kind: 'after_end',
      paymentId: 'after',
      date: '2025-02-10',
      end: { reason: 'paid_off', date: '2025-02-10', receiptId: 'payoff' },
    });
    expect(paymentRefusalMessage(after, 'Lot B')).toBe(
      'The land contract on Lot B was paid off on 2025-02-10: a payment dated 2025-02-10 would come after its end.',
    );
    expect(landContractPayoff(paidOff, '2025-03-01')).toEqual({ ok: false, refusal: { kind: 'not_open' } });
  });

  it('freezes a closed contract at its close date: interest to that day, fees assessed by then, nothing past due', () => {
    const closed = contractOf([pay('2025-02-01')], { closeDate: '2025-03-20' });
    // Interest 30.58 on 02-01 leaves 2,030.58; 47 days to the close accrue 31.38; installment 2's fee on 03-07, none for the balloon.
    expect(landContractStatus(closed, '2025-06-01')).toEqual({
      state: 'closed',
      daysPastDue: 0,
      oldestUnpaidDueDate: null,
      nextDueDate: null,
      amountPastDueCents: 0,
      principalBalanceCents: 203_058,
      unpaidInterestCents: 0,
      accruedInterestCents: 3_138,
      unpaidLateFeesCents: 2_500,
      payoffAmountCents: null,
      perDiemCents: null,
      endDate: '2025-03-20',
    });
    expect(landContractStatus(closed, '2025-03-19')).toMatchObject({ state: 'past_due', perDiemCents: 67 }); // not closed yet
    expect(landContractRefusal(contractOf([pay('2025-02-01'), pay('2025-03-20')], { closeDate: '2025-03-20' }))).toBeNull();
    const after = refusalOf(contractOf([pay('2025-02-01'), pay('2025-03-21', 100_000, 'late')], { closeDate: '2025-03-20' }));
    expect(paymentRefusalMessage(after, 'Lot B')).toBe(
      'The land contract on Lot B was closed on 2025-03-20: a payment dated 2025-03-21 would come after its end.',
    );
    expect(payoffRefusalMessage({ kind: 'not_open' }, 'Lot B')).toBe('Lot B has no open land contract.');
  });

  it('lists a fee waived after the close as waived, and keeps the status figures of the end date', () => {
    const waiver = { dueDate: '2025-03-01', waiveDate: '2025-04-01', recordedOrder: 99 };
    const closed = contractOf([pay('2025-02-01')], { closeDate: '2025-03-20', waivers: [waiver] });
    expect(servicedThrough(closed, '2025-06-01').lateFees[0]).toMatchObject({ waivedCents: 2_500, unpaidCents: 0 });
    expect(landContractStatus(closed, '2025-06-01').unpaidLateFeesCents).toBe(2_500);
  });
});

describe('refusals', () => {
  it('refuses a back-dated payment that turns a later one into an overpayment, naming the later one', () => {
    const payoff = landContractPayoff(contractOf([]), '2025-02-01');
    if (!payoff.ok) throw new Error(payoff.refusal.kind);
    const last = pay('2025-02-01', payoff.quote.payoffAmountCents, 'last');
    expect(landContractRefusal(contractOf([last]))).toBeNull();
    expect(refusalOf(contractOf([last, pay('2025-01-15', 10_000, 'back-dated')]))).toMatchObject({
      kind: 'exceeds_payoff',
      paymentId: 'last',
    });
  });

  it('quotes a payoff only for an open contract, from the contract date and the last receipt on', () => {
    const open = contractOf([pay('2025-02-01')]);
    expect(landContractPayoff(open, '2025-01-31')).toEqual({
      ok: false,
      refusal: { kind: 'before_last_receipt', goodThrough: '2025-01-31', lastReceiptDate: '2025-02-01' },
    });
    expect(landContractPayoff(contractOf([]), '2024-12-31')).toEqual({
      ok: false,
      refusal: { kind: 'before_contract_date', goodThrough: '2024-12-31', contractDate: '2025-01-01' },
    });
    expect(payoffRefusalMessage({ kind: 'before_last_receipt', goodThrough: '2025-01-31', lastReceiptDate: '2025-02-01' }, 'Lot B')).toBe(
      'A payoff can be quoted from the date of the last receipt 2025-02-01 on, not for 2025-01-31.',
    );
    expect(landContractPayoff(contractOf([], { closeDate: '2025-01-10' }), '2025-02-01')).toEqual({
      ok: false,
      refusal: { kind: 'not_open' },
    });
  });

  it('does not refuse what servicing through an earlier date leaves out', () => {
    const result = serviceLandContract(contractOf([pay('2025-02-01', 10_000_000)]), '2025-01-31');
    expect(result.ok).toBe(true);
  });
});

describe('late-fee waivers', () => {
  const late = contractOf([pay('2025-02-01'), pay('2025-03-10', 50_000, 'pays-fee')]);
  it('waives only a fee assessed by the waive date with something unpaid then', () => {
    expect(lateFeeWaiverRefusal(late, '2025-03-01', '2025-03-06')).toEqual({
      kind: 'no_fee',
      dueDate: '2025-03-01',
      waiveDate: '2025-03-06',
    });
    expect(lateFeeWaiverRefusal(late, '2025-03-01', '2025-03-07')).toBeNull(); // assessed that morning
    expect(lateFeeWaiverRefusal(late, '2025-03-01', '2025-03-10')).toBeNull(); // before that day's payment
    const refusal = lateFeeWaiverRefusal(late, '2025-03-01', '2025-03-11');
    expect(refusal).toEqual({ kind: 'nothing_unpaid', dueDate: '2025-03-01', waiveDate: '2025-03-11' });
    expect(waiverRefusalMessage(refusal!, 'Lot B')).toBe(
      'Nothing of the late fee on Lot B for the installment due 2025-03-01 is unpaid on 2025-03-11.',
    );
  });

  it('lets the decider see a waiver that would turn the payment that paid the fee into an overpayment', () => {
    const payoff = landContractPayoff(contractOf([pay('2025-02-01')]), '2025-03-10');
    if (!payoff.ok) throw new Error(payoff.refusal.kind);
    const paidOff = contractOf([pay('2025-02-01'), pay('2025-03-10', payoff.quote.payoffAmountCents, 'payoff')]);
    const waiver = { dueDate: '2025-03-01', waiveDate: '2025-03-08', recordedOrder: 99 };
    expect(lateFeeWaiverRefusal(paidOff, waiver.dueDate, waiver.waiveDate)).toBeNull();
    expect(landContractRefusal({ ...paidOff, waivers: [waiver] })).toMatchObject({
      kind: 'exceeds_payoff',
      paymentId: 'payoff',
      payoffCents: payoff.quote.payoffAmountCents - 2_500,
    });
  });
});
