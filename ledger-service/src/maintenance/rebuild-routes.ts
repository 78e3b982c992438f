import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { RebuildRunInProgressError } from '@portal/projections';
import { signedInUser, type AppState } from '../http/context';
import { parseInput } from '../shared/parse-input';
import { badRequest, conflict } from '../shared/errors';
import type { RebuildService } from './rebuild-service';

export interface RebuildRouteDeps {
  rebuilds: RebuildService;
  admin: Middleware<AppState>[];
}

const rebuildBody = z.object({ read_model: z.string().min(1).max(100).optional() });

/**
 * The admin page's "Rebuild Reports": which read models there are and the latest rebuild (GET), and
 * starting one for all of them or one (POST, 202: the rebuild goes on in the background).
 */
export const rebuildRoutes = (deps: RebuildRouteDeps) => {
  const router = new Router<AppState>();
  const { readModels } = deps.rebuilds;

  router.get('/admin/rebuild_reports', ...deps.admin, async (ctx) => {
    ctx.body = { read_models: readModels, rebuild: await deps.rebuilds.latest() };
  });

  router.post('/admin/rebuild_reports', ...deps.admin, async (ctx) => {
    const { read_model: readModel = 'all' } = parseInput(rebuildBody, ctx.request.body);
    if (readModel !== 'all' && !readModels.includes(readModel)) {
      throw badRequest(`read_model: Unknown read model ${readModel}. Use all or one of ${readModels.join(', ')}.`);
    }
    try {
      const run = await deps.rebuilds.start(readModel === 'all' ? [] : [readModel], signedInUser(ctx).username);
      ctx.status = 202;
      ctx.body = { rebuild: run };
    } catch (error) {
      if (error instanceof RebuildRunInProgressError) throw conflict('A rebuild is already running.');
      throw error;
    }
  });

  return router;
};
