import { domainEvent, type EventData } from '@portal/contracts';
import type { figures } from '@portal/projections';
import { lotATerms } from '@portal/projections/testing';
import type { OpenLandContract } from './decider';
import type { ContractCapital } from './rules';

/**
 * Lot A, a Land Contract property, and the contracts and payments the deciders' tests give it: the
 * sale of the worked example in docs/land-contracts.md (100,000.00 at 8 % actual/365, 1,000.00 a
 * month from 2025-02-01, 10 grace days, a late fee of 5 %).
 */

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const sealed = `pd1.${id(99)}.c2VhbGVk.dGFn`;

export const lotA = domainEvent('PropertyAdded', {
  propertyName: 'Lot A',
  address: '1 Lot Rd',
  purchaseDate: '2024-06-01',
  purchasePriceCents: 8_000_000,
  propertyType: 'Land Contract',
  pictureUrl: '/pictures/lot.jpg',
  llcName: 'Alpha LLC',
  landValueCents: 8_000_000,
  propertyValueCents: 8_000_000,
});
export const rentalLot = domainEvent('PropertyAdded', { ...(lotA.data as EventData<'PropertyAdded'>), propertyType: 'Rental' });

export const terms = (contractId: string, changes: Partial<EventData<'LandContractOpened'>> = {}): EventData<'LandContractOpened'> => ({
  ...lotATerms('actual/365'),
  contractId,
  propertyName: 'Lot A',
  buyerName: sealed,
  buyerAddress: sealed,
  originationDate: '2025-01-01',
  description: '',
  ...changes,
});

export const opened = (contractId: string, changes: Partial<EventData<'LandContractOpened'>> = {}) =>
  domainEvent('LandContractOpened', terms(contractId, changes));

export const payment = (n: number, paymentDate: string, amountCents = 100_000): EventData<'LandContractPaymentRecorded'> => ({
  recordId: id(n),
  propertyName: 'Lot A',
  partnerName: 'Lor',
  description: 'Installment',
  amountCents,
  paymentDate,
});
export const paid = (n: number, paymentDate: string, amountCents?: number) =>
  domainEvent('LandContractPaymentRecorded', payment(n, paymentDate, amountCents));

/** No capital in the property. */
export const noCapital: ContractCapital = { movements: [], orderKeys: new Map(), names: new Map() };

/** Ann's investment, and her investment withdrawal when `withdrawnOn` is given. */
export const annsCapital = (investedCents: number, investedOn: string, withdrawnOn?: string): ContractCapital => {
  const movement = (n: number, kind: figures.CapitalMovement['kind'], date: string): figures.CapitalMovement => ({
    recordId: id(n),
    kind,
    investorId: 'ann-id',
    propertyName: 'Lot A',
    amountCents: investedCents,
    date,
  });
  return {
    movements: [movement(70, 'investment', investedOn), ...(withdrawnOn ? [movement(71, 'withdrawal', withdrawnOn)] : [])],
    orderKeys: new Map([['ann-id', 'a0']]),
    names: new Map([['ann-id', 'Ann']]),
  };
};

export const open = (contractId: string, changes: Partial<OpenLandContract> = {}): OpenLandContract => ({
  type: 'OpenLandContract',
  closedThrough: null,
  capital: noCapital,
  ...terms(contractId),
  ...changes,
});
