import { describe, it } from 'vitest';
import { domainEvent } from '@portal/contracts';
import { given } from '../../testing/given';
import { expenseCategoryDecider, type AddExpenseCategory } from './decider';

const deciderFor = (command: AddExpenseCategory) => expenseCategoryDecider(command.category);
const add = (category: string): AddExpenseCategory => ({ type: 'AddExpenseCategory', category });

describe('expense category decider', () => {
  it('adds a new category', () =>
    given(deciderFor, [domainEvent('ExpenseCategoryAdded', { category: 'Pest control' })])
      .when(add('HOA fees'))
      .then([domainEvent('ExpenseCategoryAdded', { category: 'HOA fees' })]));
  it('refuses a category that was added (409)', () =>
    given(deciderFor, [domainEvent('ExpenseCategoryAdded', { category: 'HOA fees' })])
      .when(add('HOA fees'))
      .thenRefused(409, 'An expense category named HOA fees already exists.'));
  it('refuses a seeded Form 8825 category, which exists without an event (409)', () =>
    given(deciderFor, []).when(add('Repairs')).thenRefused(409, 'An expense category named Repairs already exists.'));
  it('compares names by key: another case or spacing is the category as written (409)', () => {
    given(deciderFor, [domainEvent('ExpenseCategoryAdded', { category: 'HOA fees' })])
      .when(add('hoa FEES'))
      .thenRefused(409, 'An expense category named HOA fees already exists.');
    given(deciderFor, [domainEvent('ExpenseCategoryAdded', { category: 'HOA  fees' })])
      .when(add('HOA fees'))
      .thenRefused(409, 'An expense category named HOA  fees already exists.');
    given(deciderFor, []).when(add('REPAIRS')).thenRefused(409, 'An expense category named Repairs already exists.');
  });
});
