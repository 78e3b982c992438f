import fc from 'fast-check';
import type { AddProperty, PropertyCommand } from '../areas/properties/decider';

/** A rental property, Elm, as the runner's and the deciders' tests add it to `property-Elm`. */
export const addElm: AddProperty = {
  type: 'AddProperty',
  propertyName: 'Elm',
  address: 'a',
  purchaseDate: '2024-01-01',
  purchasePriceCents: 1,
  propertyType: 'Rental',
  pictureUrl: '/p',
  llcName: 'L',
  landValueCents: 0,
  propertyValueCents: 0,
};

const recordId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** A step of a random history of Elm's stream: a command by this process's runner or by another process's. */
export type Step = {
  readonly by: 'this' | 'other';
  readonly kind: 'deposit' | 'withdraw' | 'income' | 'void';
  readonly cents: number;
  readonly target: number;
};

export const commandOf = (step: Step, index: number): PropertyCommand => {
  const common = { propertyName: 'Elm', amountCents: step.cents, date: '2024-02-01' };
  switch (step.kind) {
    case 'deposit':
      return { type: 'ReceiveRentalDeposit', recordId: recordId(index), partnerName: null, notes: 'n', ...common };
    case 'withdraw':
      return { type: 'WithdrawDeposit', recordId: recordId(index), notes: 'n', ...common };
    case 'income':
      return {
        type: 'RecordIncome',
        recordId: recordId(index),
        propertyName: 'Elm',
        partnerName: null,
        description: 'rent',
        amountCents: step.cents,
        incomeDate: '2024-02-01',
        incomeForMonth: '2024-02',
        category: 'Rent',
      };
    case 'void':
      // A deposit made earlier in the history (or none): refused unless it exists, is not voided and leaves nothing negative.
      return {
        type: 'VoidDeposit',
        recordId: recordId(step.target),
        propertyName: 'Elm',
        closedThrough: null,
        amountCents: step.cents,
        detail: 'n',
        date: '2024-02-01',
      };
  }
};

export const step = fc.record({
  by: fc.constantFrom('this' as const, 'other' as const),
  kind: fc.constantFrom('deposit' as const, 'withdraw' as const, 'income' as const, 'void' as const),
  cents: fc.integer({ min: 1, max: 500 }),
  target: fc.integer({ min: 0, max: 30 }),
});
