import { commandRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { addPartner } from './commands';

export const partnerRoutes = (deps: LedgerRouteDeps) => commandRouter(deps.api, deps, [addPartner]);
