import type { EventData, EventType, RecordedEvent } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { contractBooks, propertyBookOf } from './reads';
import { statementContract } from './statement-csv';

/**
 * What the reads make of a property's stream before the engine services it: the records as known at
 * a moment, and which contract a year's statement is about.
 */

let version = 0;
const recorded = <T extends EventType>(type: T, data: EventData<T>, recordedAt: string): RecordedEvent => {
  version += 1;
  return {
    id: `event-${version}`,
    type,
    data,
    metadata: { actor: 'admin', correlationId: 'c', causationId: null },
    recordedAt,
    streamName: 'property-lot a',
    streamVersion: version,
    position: { commit: BigInt(version), prepare: BigInt(version) },
  };
};

const opened = (contractId: string, contractDate: string): EventData<'LandContractOpened'> => ({
  contractId,
  propertyName: 'Lot A',
  buyerName: 'Casey Buyer',
  buyerAddress: '3 Elm Ct',
  contractDate,
  originationDate: contractDate,
  salePriceCents: 10_000_000,
  downPaymentCents: 0,
  openingBalanceCents: null,
  rateMilli: 8_000,
  dayCount: 'actual/365',
  paymentAmountCents: 100_000,
  firstPaymentDate: `${Number(contractDate.slice(0, 4)) + 1}-01-01`,
  numberOfPayments: 120,
  graceDays: 10,
  lateFeeType: 'flat',
  lateFee: 0,
  description: '',
});

const first = 'a0000000-0000-4000-8000-000000000001';
const second = 'a0000000-0000-4000-8000-000000000002';
const voided = 'a0000000-0000-4000-8000-000000000003';

const stream = [
  recorded(
    'PropertyAdded',
    {
      propertyName: 'Lot A',
      address: '1 Lot A Rd',
      purchaseDate: '2020-01-01',
      purchasePriceCents: 5_000_000,
      propertyType: 'Land Contract',
      pictureUrl: '/pictures/lot.jpg',
      llcName: 'Field LLC',
      landValueCents: 5_000_000,
      propertyValueCents: 0,
    },
    '2024-01-01T10:00:00.000Z',
  ),
  recorded('LandContractOpened', opened(first, '2022-03-01'), '2024-01-02T10:00:00.000Z'),
  recorded(
    'LandContractClosed',
    { contractId: first, propertyName: 'Lot A', closeDate: '2023-06-30', reason: 'Forfeited' },
    '2024-01-03T10:00:00.000Z',
  ),
  recorded('LandContractOpened', opened(voided, '2024-02-01'), '2024-01-04T10:00:00.000Z'),
  recorded(
    'LandContractVoided',
    { contractId: voided, propertyName: 'Lot A', contractDate: '2024-02-01', reason: 'Wrong rate' },
    '2024-01-05T10:00:00.000Z',
  ),
  recorded('LandContractOpened', opened(second, '2024-02-01'), '2024-01-06T10:00:00.000Z'),
];

describe('propertyBookOf', () => {
  it('folds the property and its contracts not voided, each with its close', () => {
    const book = propertyBookOf('Lot A', stream, null);
    expect(book.property).toEqual({ address: '1 Lot A Rd', llcName: 'Field LLC' });
    expect(book.contracts.contracts.map((c) => [c.terms.contractId, c.closeDate])).toEqual([
      [first, '2023-06-30'],
      [second, null],
    ]);
  });

  it('as known at a moment, leaves out the events recorded after it', () => {
    const book = propertyBookOf('Lot A', stream, '2024-01-04T12:00:00.000Z');
    expect(book.contracts.contracts.map((c) => c.terms.contractId)).toEqual([first, voided]);
  });
});

describe('statementContract', () => {
  const booksIn = (year: string) => contractBooks(propertyBookOf('Lot A', stream, null).contracts, [], new Map(), `${year}-12-31`);
  const idIn = (year: string, contractId?: string) => statementContract(booksIn(year), year, contractId)?.terms.contractId ?? null;

  it('is the latest contract whose span, from its date to its close, meets the year', () => {
    expect(idIn('2021')).toBeNull();
    expect(idIn('2022')).toBe(first);
    expect(idIn('2023')).toBe(first);
    expect(idIn('2024')).toBe(second);
  });

  it('is the contract named when its span meets the year, else none', () => {
    expect(idIn('2023', second)).toBeNull();
    expect(idIn('2024', second)).toBe(second);
    expect(idIn('2024', first)).toBeNull();
  });
});
