import type Router from '@koa/router';
import type { InvestorQueries } from '@portal/projections';
import { batchRoutes } from '../batches/routes';
import { expenseCategoryRoutes } from '../expense-categories/routes';
import { investorRoutes } from '../investors/routes';
import { llcRoutes } from '../llcs/routes';
import { partnerRoutes } from '../partners/routes';
import { propertyRoutes } from '../properties/routes';
import { ledgerCommandDeps, type LedgerCommandSources } from '../shared/ledger-commands';
import { periodRoutes } from '../periods/routes';
import { voidRoutes } from '../voids/routes';
import { withdrawalRoutes } from '../withdrawals/routes';
import type { ApiRouterOptions } from './api-router';
import type { AppState } from './context';

export interface LedgerCommandDeps extends LedgerCommandSources {
  investors: Pick<InvestorQueries, 'registrationSecret'>;
  /** How contract-built routes guard and check themselves. */
  api: ApiRouterOptions;
}

/** The routers of every admin command of the ledger each business area its own. */
export const ledgerCommandRoutes = (deps: LedgerCommandDeps): Router<AppState>[] => {
  const area = { ...deps, ...ledgerCommandDeps(deps) };
  return [
    llcRoutes(area),
    partnerRoutes(area),
    expenseCategoryRoutes(area),
    propertyRoutes(area),
    investorRoutes(area),
    withdrawalRoutes(area),
    voidRoutes(area),
    periodRoutes(area),
    batchRoutes(area),
  ];
};
