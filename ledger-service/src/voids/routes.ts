import { commandRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { voidCommands, type VoidDeps } from './commands';

/** The five deletes (voids): nothing is removed from the log. */
export const voidRoutes = (deps: LedgerRouteDeps & VoidDeps) => commandRouter(deps.api, deps, voidCommands);
