import { domainEvent, type DomainEvent } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { given } from '../../testing/given';
import { propertyDecider, type PropertyCommand } from '../properties/decider';
import { annsCapital, id, lotA, noCapital, opened, paid, payment } from './decider-fixture';
import { CapitalNeeded, type ContractCapital } from './rules';

/** Land-contract payments and their voids on a property with a contract (docs/land-contracts.md, The calls). */

const record = (n: number, date: string, amountCents?: number, capital: ContractCapital | null = noCapital): PropertyCommand => ({
  type: 'RecordLandContractPayment',
  ...payment(n, date, amountCents),
  capital,
});
const recorded = (n: number, date: string, amountCents?: number) => [
  domainEvent('LandContractPaymentRecorded', payment(n, date, amountCents)),
];
const voidPayment = (n: number, date: string, amountCents = 100_000, capital: ContractCapital | null = noCapital): PropertyCommand => ({
  type: 'VoidLandContractPayment',
  propertyName: 'Lot A',
  closedThrough: null,
  capital,
  recordId: id(n),
  amountCents,
  detail: 'Installment',
  date,
});
const voided = (n: number) => [domainEvent('LandContractPaymentVoided', { recordId: id(n), propertyName: 'Lot A' })];

/** A contract at 0 %, so one payment of the price pays it off. */
const contract = (contractId: string, contractDate: string, salePriceCents = 10_000_000) =>
  opened(contractId, {
    contractDate,
    originationDate: contractDate,
    salePriceCents,
    rateMilli: 0,
    firstPaymentDate: `${contractDate.slice(0, 8)}28`,
  });
const running: DomainEvent[] = [lotA, opened(id(1)), paid(10, '2025-02-01'), paid(11, '2025-03-01')];

describe('land-contract payments on a property with a contract', () => {
  it('records a payment within the contract, up to the payoff at its date', () => {
    given(propertyDecider, running)
      .when(record(12, '2025-03-11', 9_950_880))
      .then(recorded(12, '2025-03-11', 9_950_880));
  });
  it('refuses an overpayment, naming the payoff (409)', () => {
    given(propertyDecider, running)
      .when(record(12, '2025-03-11', 9_950_881))
      .thenRefused(409, /^The amount exceeds the payoff of \$99,508\.80 for Lot A on 2025-03-11\.$/);
  });
  it('refuses a payment dated before the first contract (409); one recorded before the contract stays as it was', () => {
    given(propertyDecider, running)
      .when(record(12, '2024-12-31'))
      .thenRefused(409, /^The first land contract on Lot A starts on 2025-01-01: a land contract payment dated 2024-12-31, before it/);
    given(propertyDecider, [lotA, paid(9, '2024-12-31'), opened(id(1))])
      .when(voidPayment(9, '2024-12-31'))
      .then(voided(9));
  });
  it('refuses a payment after the contract was paid off or closed (409)', () => {
    const paidOff = [...running, paid(12, '2025-03-11', 9_950_880)];
    given(propertyDecider, paidOff)
      .when(record(13, '2025-04-01'))
      .thenRefused(409, /^The land contract on Lot A was paid off on 2025-03-11: a payment dated 2025-04-01 would come after its end\.$/);
    const closed = domainEvent('LandContractClosed', {
      contractId: id(1),
      propertyName: 'Lot A',
      closeDate: '2025-03-15',
      reason: 'Default',
    });
    given(propertyDecider, [...running, closed])
      .when(record(13, '2025-03-16'))
      .thenRefused(409, /^The land contract on Lot A was closed on 2025-03-15: a payment dated 2025-03-16 would come after its end\.$/);
  });
  it('refuses a payment between two contracts (409)', () => {
    const two = [lotA, contract(id(1), '2025-01-01', 100_000), paid(10, '2025-01-20', 100_000), contract(id(2), '2025-06-01')];
    given(propertyDecider, two)
      .when(record(13, '2025-03-01'))
      .thenRefused(409, /^The land contract on Lot A was paid off on 2025-01-20: a payment dated 2025-03-01 would come after its end\.$/);
    given(propertyDecider, two).when(record(13, '2025-06-28')).then(recorded(13, '2025-06-28'));
  });
  it('refuses a back-dated payment that turns a later one into an overpayment (409)', () => {
    const paidOff = [...running, paid(12, '2025-03-11', 9_950_880)];
    given(propertyDecider, paidOff)
      .when(record(13, '2025-03-05'))
      .thenRefused(409, /^The amount exceeds the payoff of \$98,\d{3}\.\d{2} for Lot A on 2025-03-11\.$/);
  });
  it('refuses voiding the payment that paid off a contract a later one follows (409)', () => {
    const two = [lotA, contract(id(1), '2025-01-01', 100_000), paid(10, '2025-01-20', 100_000), contract(id(2), '2025-06-01')];
    given(propertyDecider, two)
      .when(voidPayment(10, '2025-01-20'))
      .thenRefused(409, /^This would leave the land contract on Lot A of 2025-01-01 open on 2025-06-01, when the next contract starts/);
    // With no later contract, the contract is simply open again.
    given(propertyDecider, [lotA, contract(id(1), '2025-01-01', 100_000), paid(10, '2025-01-20', 100_000)])
      .when(voidPayment(10, '2025-01-20'))
      .then(voided(10));
  });
  it('refuses a payment that returns capital an investor withdrew since (409)', () => {
    const withdrawn = annsCapital(100_000, '2024-12-01', '2025-04-01');
    given(propertyDecider, [lotA, opened(id(1), { salePriceCents: 100_000 })])
      .when(record(10, '2025-02-01', 50_000, withdrawn))
      .thenRefused(409, /^This would leave Ann with -\$\d+\.\d{2} of capital in Lot A on 2025-04-01: a land contract cannot return/);
  });
  it('asks for the capital only on a property with a contract', () => {
    given(propertyDecider, [lotA, paid(10, '2025-02-01')])
      .when(record(11, '2025-03-01', 100_000, null))
      .then(recorded(11, '2025-03-01'));
    const decider = propertyDecider(record(12, '2025-03-11', 1_000, null));
    const state = running.reduce(decider.evolve, decider.initialState());
    expect(() => decider.decide(record(12, '2025-03-11', 1_000, null), state)).toThrow(CapitalNeeded);
  });
});
