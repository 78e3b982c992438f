import { commandRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import type { AllCommandDeps } from '../shared/ledger-commands';
import { recordBatch } from './commands';

/** Many records in one request, recorded together or not at all. */
export const batchRoutes = (deps: LedgerRouteDeps & AllCommandDeps) => commandRouter(deps.api, deps, [recordBatch]);
