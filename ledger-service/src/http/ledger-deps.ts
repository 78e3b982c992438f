import type { Middleware } from 'koa';
import type { Clock } from '../shared/clock';
import type { CommandRunner } from '../shared/command-runner';
import type { References } from '../shared/references';
import type { ApiRouterOptions } from './api-router';
import type { AppContext, AppState } from './context';

/** What the ledger's command routes need from the composition. */
export interface LedgerRouteDeps {
  runner: CommandRunner;
  references: References;
  clock: Clock;
  partnerLabel: string;
  admin: Middleware<AppState>[];
  api: ApiRouterOptions;
}

/** The answer of a record or add call: 201 with the spec's success text, and the new record's id. */
export const created = (ctx: AppContext, message: string, id?: string) => {
  ctx.status = 201;
  ctx.body = id === undefined ? { message } : { message, id };
};
