import { commandRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { withdrawalCommands, type WithdrawalDeps } from './commands';

export type WithdrawalRouteDeps = LedgerRouteDeps & WithdrawalDeps;

/** The three withdrawals, each within its limit. */
export const withdrawalRoutes = (deps: WithdrawalRouteDeps) => commandRouter(deps.api, deps, withdrawalCommands);
