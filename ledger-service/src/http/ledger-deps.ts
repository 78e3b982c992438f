import type { CommandDeps } from '../shared/commands';
import type { ApiRouterOptions } from './api-router';

/** What the ledger's command routes need from the composition: the commands' deps, and how routes guard and check themselves. */
export interface LedgerRouteDeps extends CommandDeps {
  api: ApiRouterOptions;
}
