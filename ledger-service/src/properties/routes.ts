import { commandRouter } from '../http/api-router';
import type { LedgerRouteDeps } from '../http/ledger-deps';
import { propertyCommands } from './commands';

/** A property's calls: adding it, its notes, and the money that comes in and goes out for it. */
export const propertyRoutes = (deps: LedgerRouteDeps) => commandRouter(deps.api, deps, propertyCommands);
