import { seededExpenseCategories } from '@portal/contracts';
import { expenseCategoriesStream, expenseCategoryDecider } from '../expense-categories/decider';
import { investorStream } from '../investors/decider';
import { llcStream } from '../llcs/decider';
import { partnerStream } from '../partners/decider';
import { propertyStream } from '../properties/state';
import type { CommandRunner } from './command-runner';
import { notFound } from './errors';

const existence = { initialState: () => false, evolve: () => true };

/**
 * "Referring to a name that does not exist is 404" (DOMAIN.md), checked against the streams
 * themselves: a name exists once its stream does. Names are never removed, so a check made before
 * the command's own append stays true.
 */
export const createReferences = (runner: CommandRunner, partnerLabel: string) => {
  const mustExist = async (streamName: string, message: string) => {
    const { state } = await runner.load(existence, streamName);
    if (!state) throw notFound(message);
  };
  return {
    property: (name: string) => mustExist(propertyStream(name), `No property named ${name}.`),
    investor: (name: string) => mustExist(investorStream(name), `No investor named ${name}.`),
    llc: (name: string) => mustExist(llcStream(name), `No LLC named ${name}.`),
    partner: (name: string) => mustExist(partnerStream(name), `No ${partnerLabel} named ${name}.`),
    /** An optional partner: none is fine, a named one must exist. */
    optionalPartner: async (name: string | null) => {
      if (name !== null) await mustExist(partnerStream(name), `No ${partnerLabel} named ${name}.`);
    },
    expenseCategory: async (category: string) => {
      if ((seededExpenseCategories as readonly string[]).includes(category)) return;
      const { state } = await runner.load(expenseCategoryDecider(category), expenseCategoriesStream);
      if (!state.exists) throw notFound(`No expense category named ${category}.`);
    },
  };
};

export type References = ReturnType<typeof createReferences>;
