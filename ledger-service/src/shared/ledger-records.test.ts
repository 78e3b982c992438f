import { describe, expect, it } from 'vitest';
import { assertDeletable, listed } from './ledger-records';

const record = listed('r1', -2_500, 'Returned to tenant', '2024-08-01');
const request = { recordId: 'r1', amountCents: -2_500, detail: 'Returned to tenant', date: '2024-08-01' };

describe('matching a delete row against the recorded one', () => {
  it('accepts the row as listed (detail compared trimmed)', () => {
    expect(assertDeletable('deposit', record, { ...request, detail: ' Returned to tenant ' })).toBe(record);
  });
  it('names every field that differs', () => {
    expect(() => assertDeletable('deposit', record, { ...request, amountCents: 2_500, date: '2024-08-02' })).toThrow(
      'The deposit r1 was recorded with another amount, date: reload the list and try again.',
    );
  });
  it('is 404 for no record and 409 for a voided one', () => {
    expect(() => assertDeletable('deposit', null, request)).toThrow('No deposit with id r1.');
    expect(() => assertDeletable('deposit', { ...record, voided: true }, request)).toThrow('The deposit r1 is already deleted.');
  });
});
