import { domainEvent, seededExpenseCategories, type DomainEvent } from '@portal/contracts';
import { conflict } from '../shared/errors';
import type { Decider } from '../shared/command-runner';

/** The catalogue is one small stream; the seeded Form 8825 lines exist without events. */
export const expenseCategoriesStream = 'expense-categories';

const seeded: ReadonlySet<string> = new Set(seededExpenseCategories);

/** What a command needs to know of the catalogue: whether one category is in it. */
export interface CategoryState {
  category: string;
  exists: boolean;
}

export interface AddExpenseCategory {
  type: 'AddExpenseCategory';
  category: string;
}

export type ExpenseCategoryCommand = AddExpenseCategory;

/** A decider watching one category name: folding the catalogue keeps one flag, not the whole list. */
export const expenseCategoryDecider = (category: string): Decider<CategoryState, ExpenseCategoryCommand> => ({
  initialState: () => ({ category, exists: seeded.has(category) }),
  evolve: (state, event) =>
    event.type === 'ExpenseCategoryAdded' && event.data.category === state.category ? { ...state, exists: true } : state,
  decide: (command, state): DomainEvent[] => {
    if (state.exists) throw conflict(`An expense category named ${command.category} already exists.`);
    return [domainEvent('ExpenseCategoryAdded', { category: command.category })];
  },
});
