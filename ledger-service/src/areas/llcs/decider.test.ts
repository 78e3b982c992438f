import { describe, it } from 'vitest';
import { domainEvent, type EventData } from '@portal/contracts';
import { given } from '../../testing/given';
import { llcDecider, type VoidLlcExpense } from './decider';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const llcData: EventData<'LlcAdded'> = {
  llcName: 'Alpha LLC',
  address: '9 Main St',
  dateStarted: '2020-02-01',
  principalBusinessActivity: 'Real estate',
  principalProduct: 'Rentals',
  businessCodeNumber: '531110',
};
const added = domainEvent('LlcAdded', llcData);
const expenseData: EventData<'LlcExpenseRecorded'> = {
  recordId: id(1),
  llcName: 'Alpha LLC',
  description: 'Filing fee',
  amountCents: 12_345,
  expenseDate: '2024-04-15',
  category: 'Taxes',
};
const expense = domainEvent('LlcExpenseRecorded', expenseData);
const voidRow = (amountCents: number, detail: string, date: string): VoidLlcExpense => ({
  type: 'VoidLlcExpense',
  llcName: 'Alpha LLC',
  recordId: id(1),
  amountCents,
  detail,
  date,
});

describe('LLC decider', () => {
  it('adds an LLC, once (409 after)', () => {
    given(llcDecider, [])
      .when({ type: 'AddLlc', ...llcData })
      .then([added]);
    given(llcDecider, [added])
      .when({ type: 'AddLlc', ...llcData })
      .thenRefused(409, 'An LLC named Alpha LLC already exists.');
  });
  it('records an expense of a known LLC, 404 for an unknown one', () => {
    given(llcDecider, [added])
      .when({ type: 'RecordLlcExpense', ...expenseData })
      .then([expense]);
    given(llcDecider, [])
      .when({ type: 'RecordLlcExpense', ...expenseData })
      .thenRefused(404, 'No LLC named Alpha LLC.');
  });
  it('voids an expense whose row matches; refuses a mismatch, a second void and an unknown id', () => {
    const voided = domainEvent('LlcExpenseVoided', { recordId: id(1), llcName: 'Alpha LLC' });
    given(llcDecider, [added, expense])
      .when(voidRow(12_345, 'Filing fee', '2024-04-15'))
      .then([voided]);
    given(llcDecider, [added, expense])
      .when(voidRow(12_345, 'Filing fee', '2024-04-16'))
      .thenRefused(409, /another date/);
    given(llcDecider, [added, expense, voided])
      .when(voidRow(12_345, 'Filing fee', '2024-04-15'))
      .thenRefused(409, /already deleted/);
    given(llcDecider, [added])
      .when(voidRow(12_345, 'Filing fee', '2024-04-15'))
      .thenRefused(404, `No LLC expense with id ${id(1)}.`);
  });
});
