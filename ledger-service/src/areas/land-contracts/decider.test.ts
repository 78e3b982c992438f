import { domainEvent } from '@portal/contracts';
import { describe, it } from 'vitest';
import { given } from '../../testing/given';
import { landContractDecider, type LandContractCommand } from './decider';
import { annsCapital, id, lotA, noCapital, open, opened, paid, rentalLot, terms } from './decider-fixture';

const decider = () => landContractDecider();
const first = id(1);
const second = id(2);
const reason = 'Buyer defaulted';
const onLotA = { propertyName: 'Lot A', closedThrough: null, capital: noCapital };
const close = (closeDate: string, changes: object = {}): LandContractCommand => ({
  type: 'CloseLandContract',
  ...onLotA,
  closeDate,
  reason,
  ...changes,
});
const reopen = (changes: object = {}): LandContractCommand => ({ type: 'ReopenLandContract', ...onLotA, reason, ...changes });
const voidIt = (changes: object = {}): LandContractCommand => ({ type: 'VoidLandContract', ...onLotA, reason, ...changes });
const waive = (dueDate: string, waiveDate: string, changes: object = {}): LandContractCommand => ({
  type: 'WaiveLateFee',
  ...onLotA,
  dueDate,
  waiveDate,
  reason,
  ...changes,
});
const closed = (closeDate: string, contractId = first) =>
  domainEvent('LandContractClosed', { contractId, propertyName: 'Lot A', closeDate, reason });
/** A small contract paid off by one payment: 1,000.00 at 0 %, 100.00 a month, a flat fee of 10.00, no grace days. */
const small = (contractId: string, contractDate = '2025-01-01') =>
  opened(contractId, {
    contractDate,
    originationDate: contractDate,
    salePriceCents: 100_000,
    rateMilli: 0,
    paymentAmountCents: 10_000,
    firstPaymentDate: `${contractDate.slice(0, 4)}-02-01`,
    numberOfPayments: 10,
    graceDays: 0,
    lateFeeType: 'flat',
    lateFee: 1_000,
  });

describe('land contract decider: open', () => {
  it('records the terms on a Land Contract property', () => {
    given(decider, [lotA])
      .when(open(first))
      .then([domainEvent('LandContractOpened', terms(first))]);
  });
  it('refuses an unknown property (404), another type of property (409), a date before the purchase (409)', () => {
    given(decider, [])
      .when(open(first))
      .thenRefused(404, /^No property named Lot A\.$/);
    given(decider, [rentalLot])
      .when(open(first))
      .thenRefused(409, /^Lot A is not a Land Contract property/);
    given(decider, [lotA])
      .when(open(first, { contractDate: '2024-05-31' }))
      .thenRefused(409, /^The contract date 2024-05-31 is before Lot A was purchased, on 2024-06-01\.$/);
  });
  it('refuses a second open contract, and one starting on or before the end of the latest', () => {
    given(decider, [lotA, opened(first)])
      .when(open(second, { contractDate: '2026-01-01' }))
      .thenRefused(409, /^Lot A already has an open land contract, of 2025-01-01: close it \(or void it\)/);
    const endedOn = [lotA, opened(first), closed('2025-06-30')];
    given(decider, endedOn)
      .when(open(second, { contractDate: '2025-06-30' }))
      .thenRefused(
        409,
        /^The land contract on Lot A of 2025-01-01 was closed on 2025-06-30: a new contract must start after that, not on 2025-06-30\.$/,
      );
    given(decider, endedOn)
      .when(open(second, { contractDate: '2025-07-01', originationDate: '2025-07-01', firstPaymentDate: '2025-08-01' }))
      .then([opened(second, { contractDate: '2025-07-01', originationDate: '2025-07-01', firstPaymentDate: '2025-08-01' })]);
    given(decider, [lotA, small(first), paid(10, '2025-01-20', 100_000)])
      .when(open(second, { contractDate: '2025-01-20' }))
      .thenRefused(409, /^The land contract on Lot A of 2025-01-01 was paid off on 2025-01-20/);
  });
  it('refuses a contract date in the closed period (409)', () => {
    given(decider, [lotA])
      .when(open(first, { closedThrough: '2025-01-01' }))
      .thenRefused(409, /^The books are closed through 01\/01\/2025: nothing dated 01\/01\/2025/);
  });
  it('refuses a back-dated contract under which a payment recorded before would exceed the payoff (409)', () => {
    given(decider, [lotA, paid(10, '2025-02-01', 200_000)])
      .when(open(first, { salePriceCents: 150_000, paymentAmountCents: 10_000 }))
      .thenRefused(409, /^The amount exceeds the payoff of \$1,510\.19 for Lot A on 2025-02-01\.$/);
    // Payments before the contract date stay legacy: the contract does not govern them.
    given(decider, [lotA, paid(10, '2024-12-01', 200_000)])
      .when(open(first, { salePriceCents: 150_000, paymentAmountCents: 10_000 }))
      .then([opened(first, { salePriceCents: 150_000, paymentAmountCents: 10_000 })]);
  });
  it('refuses a contract whose down payment returns capital an investor withdrew since (409)', () => {
    const withdrawn = annsCapital(10_000_000, '2024-12-01', '2025-06-01');
    given(decider, [lotA])
      .when(open(first, { downPaymentCents: 5_000_000, capital: withdrawn }))
      .thenRefused(409, /^This would leave Ann with -\$50,000\.00 of capital in Lot A on 2025-06-01: a land contract cannot return/);
    given(decider, [lotA])
      .when(open(first, { downPaymentCents: 5_000_000, capital: annsCapital(10_000_000, '2024-12-01') }))
      .then([opened(first, { downPaymentCents: 5_000_000 })]);
  });
});

describe('land contract decider: close and reopen', () => {
  const running = [lotA, opened(first), paid(10, '2025-02-01'), paid(11, '2025-03-01')];
  it('closes the open contract on a date from its last receipt on', () => {
    given(decider, running)
      .when(close('2025-03-01'))
      .then([closed('2025-03-01')]);
  });
  it('refuses a close without an open contract (404), before the last receipt or the contract date (409), in the closed period (409)', () => {
    given(decider, [lotA])
      .when(close('2025-03-01'))
      .thenRefused(404, /^Lot A has no open land contract\.$/);
    given(decider, [...running, closed('2025-04-01')])
      .when(close('2025-05-01'))
      .thenRefused(404, /^Lot A has no open land contract\.$/);
    given(decider, running)
      .when(close('2025-02-28'))
      .thenRefused(409, /^The close date 2025-02-28 is before the last receipt on the land contract on Lot A, of 2025-03-01\.$/);
    given(decider, [lotA, opened(first)])
      .when(close('2024-12-31'))
      .thenRefused(409, /^The close date 2024-12-31 is before the contract date 2025-01-01 of the land contract on Lot A\.$/);
    given(decider, running)
      .when(close('2025-03-31', { closedThrough: '2025-03-31' }))
      .thenRefused(409, /^The books are closed through 03\/31\/2025/);
  });
  it('reopens the latest contract when it is closed, its close date open', () => {
    const closedOne = [...running, closed('2025-04-01')];
    given(decider, closedOne)
      .when(reopen())
      .then([domainEvent('LandContractReopened', { contractId: first, propertyName: 'Lot A', closeDate: '2025-04-01', reason })]);
    given(decider, running)
      .when(reopen())
      .thenRefused(404, /^Lot A has no closed land contract to reopen/);
    given(decider, closedOne)
      .when(reopen({ closedThrough: '2025-04-01' }))
      .thenRefused(409, /^The books are closed through 04\/01\/2025: nothing dated 04\/01\/2025/);
  });
  it('reopens only the latest contract: an earlier closed one stays closed, as the next began after it (404)', () => {
    const two = [lotA, small(first), closed('2025-03-01'), small(second, '2025-04-01')];
    given(decider, two)
      .when(reopen())
      .thenRefused(404, /^Lot A has no closed land contract to reopen/);
  });
});

describe('land contract decider: void', () => {
  it('voids the latest contract while no payment lies in its span', () => {
    given(decider, [lotA, paid(10, '2024-12-01'), opened(first)])
      .when(voidIt())
      .then([domainEvent('LandContractVoided', { contractId: first, propertyName: 'Lot A', contractDate: '2025-01-01', reason })]);
  });
  it('refuses without a contract (404), with a payment in its span (409), in the closed period (409)', () => {
    given(decider, [lotA])
      .when(voidIt())
      .thenRefused(404, /^Lot A has no land contract to void\.$/);
    given(decider, [lotA, opened(first), paid(10, '2025-02-01')])
      .when(voidIt())
      .thenRefused(409, /^The land contract on Lot A of 2025-01-01 has payments \(the first dated 2025-02-01\): delete them before/);
    given(decider, [lotA, opened(first)])
      .when(voidIt({ closedThrough: '2025-01-31' }))
      .thenRefused(409, /^The books are closed through 01\/31\/2025: nothing dated 01\/01\/2025/);
  });
});

describe('land contract decider: late-fee waiver', () => {
  // April's installment is missing at the end of 2025-04-11: a fee of 50.00 is assessed on 2025-04-12.
  const late = [lotA, opened(first), paid(10, '2025-02-01'), paid(11, '2025-03-01')];
  it('waives the unpaid fee of an installment', () => {
    given(decider, late)
      .when(waive('2025-04-01', '2025-04-13'))
      .then([
        domainEvent('LandContractLateFeeWaived', {
          contractId: first,
          propertyName: 'Lot A',
          dueDate: '2025-04-01',
          waiveDate: '2025-04-13',
          reason,
        }),
      ]);
  });
  it('refuses no fee assessed (404), nothing of it unpaid (409), no contract (404), the closed period (409)', () => {
    given(decider, late)
      .when(waive('2025-04-01', '2025-04-11'))
      .thenRefused(404, /^No late fee was assessed on Lot A for the installment due 2025-04-01 by 2025-04-11\.$/);
    given(decider, [...late, paid(12, '2025-04-15', 60_000)])
      .when(waive('2025-04-01', '2025-04-20'))
      .thenRefused(409, /^Nothing of the late fee on Lot A for the installment due 2025-04-01 is unpaid on 2025-04-20\.$/);
    given(decider, [lotA])
      .when(waive('2025-04-01', '2025-04-13'))
      .thenRefused(404, /^Lot A has no land contract\.$/);
    given(decider, late)
      .when(waive('2025-04-01', '2025-04-13', { closedThrough: '2025-04-30' }))
      .thenRefused(409, /^The books are closed through 04\/30\/2025/);
  });
  it('refuses a waiver after which a payment would exceed the payoff (409)', () => {
    // The fee of 10.00 is assessed on 2025-02-02; 1,010.00 on 2025-02-10 pays it and the whole balance.
    const paidOff = [lotA, small(first), paid(10, '2025-02-10', 101_000)];
    given(decider, paidOff)
      .when(waive('2025-02-01', '2025-02-05'))
      .thenRefused(409, /^The amount exceeds the payoff of \$1,000\.00 for Lot A on 2025-02-10\.$/);
  });
});
