import { commandRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { addExpenseCategory } from './commands';

export const expenseCategoryRoutes = (deps: LedgerRouteDeps) => commandRouter(deps.api, deps, [addExpenseCategory]);
