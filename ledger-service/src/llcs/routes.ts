import { commandRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { llcCommands } from './commands';

/** LLCs and their own expenses. */
export const llcRoutes = (deps: LedgerRouteDeps) => commandRouter(deps.api, deps, llcCommands);
