import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { LedgerQueries, NameQueries, RecordLocationQueries } from '@portal/projections';
import { expenseCategoryRoutes } from '../expense-categories/routes';
import { investmentRoutes } from '../investors/investment-routes';
import { llcRoutes } from '../llcs/routes';
import { partnerRoutes } from '../partners/routes';
import { depositRoutes } from '../properties/deposit-routes';
import { expenseRoutes } from '../properties/expense-routes';
import { incomeRoutes } from '../properties/income-routes';
import { propertyRoutes } from '../properties/routes';
import type { Clock } from '../shared/clock';
import type { CommandRunner } from '../shared/command-runner';
import { createReferences } from '../shared/references';
import { voidRoutes } from '../voids/routes';
import { withdrawalRoutes } from '../withdrawals/routes';
import type { ApiRouterOptions } from './api-router';
import type { AppState } from './context';

export interface LedgerCommandDeps {
  runner: CommandRunner;
  clock: Clock;
  partnerLabel: string;
  ledger: Pick<LedgerQueries, 'investorIncomeCents'>;
  recordLocations: RecordLocationQueries;
  /** The names read model: every name a command is given resolves through it (shared/references.ts). */
  names: NameQueries;
  admin: Middleware<AppState>[];
  /** How contract-built routes guard and check themselves. */
  api: ApiRouterOptions;
}

/** The routers of every admin command of the ledger (issue 3), each business area its own. */
export const ledgerCommandRoutes = (deps: LedgerCommandDeps): Router<AppState>[] => {
  const area = { ...deps, references: createReferences(deps.names, deps.runner, deps.partnerLabel) };
  return [
    llcRoutes(area),
    partnerRoutes(area),
    expenseCategoryRoutes(area),
    propertyRoutes(area),
    incomeRoutes(area),
    expenseRoutes(area),
    depositRoutes(area),
    investmentRoutes(area),
    withdrawalRoutes({ ...area, investorIncomeCents: (name) => deps.ledger.investorIncomeCents(name) }),
    voidRoutes(area),
  ];
};
