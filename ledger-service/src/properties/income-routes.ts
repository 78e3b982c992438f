import { commandRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { incomeCommands } from './income-commands';

/** Money coming in for a property: income, partner ({name}) income, land-contract payments. */
export const incomeRoutes = (deps: LedgerRouteDeps) => commandRouter(deps.api, deps, incomeCommands);
