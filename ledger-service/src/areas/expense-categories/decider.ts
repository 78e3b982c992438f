import { domainEvent, nameKey, seededExpenseCategories, type DomainEvent } from '@portal/contracts';
import { conflict } from '../../shared/errors';
import type { Decider } from '../../shared/decider';

/** The seeded categories by name key. */
const seeded: ReadonlyMap<string, string> = new Map(seededExpenseCategories.map((category) => [nameKey(category), category]));

/** What a command needs to know of the catalogue: whether one category (by name key) is in it, and as what. */
export interface CategoryState {
  key: string;
  existing: string | null;
}

export interface AddExpenseCategory {
  type: 'AddExpenseCategory';
  category: string;
}

export type ExpenseCategoryCommand = AddExpenseCategory;

/**
 * A decider watching one category name: folding the catalogue keeps what that name's key is, not the
 * whole list. The catalogue is one stream, so two concurrent adds of one name in two spellings are
 * decided one after the other and the second is refused.
 */
export const expenseCategoryDecider = (category: string): Decider<CategoryState, ExpenseCategoryCommand> => ({
  initialState: () => ({ key: nameKey(category), existing: seeded.get(nameKey(category)) ?? null }),
  foldKey: `category/${nameKey(category)}`,
  evolve: (state, event) =>
    event.type === 'ExpenseCategoryAdded' && state.existing === null && nameKey(event.data.category) === state.key
      ? { ...state, existing: event.data.category }
      : state,
  decide: (command, state): DomainEvent[] => {
    if (state.existing !== null) throw conflict(`An expense category named ${state.existing} already exists.`);
    return [domainEvent('ExpenseCategoryAdded', { category: command.category })];
  },
});
