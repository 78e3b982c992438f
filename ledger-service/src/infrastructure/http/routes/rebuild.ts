import { getRebuild, startRebuild } from '@portal/contracts/api';
import { RebuildRunInProgressError } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../api-router';
import { signedInUser } from '../context';
import { badRequest, conflict } from '../../../shared/errors';
import type { RebuildService } from '../../../areas/maintenance/rebuild-service';

export interface RebuildRouteDeps {
  rebuilds: RebuildService;
  api: ApiRouterOptions;
}

/**
 * The admin page's "Rebuild Reports": which read models there are and the latest rebuild (GET), and
 * starting one for all of them or one (POST, 202: the rebuild goes on in the background).
 */
export const rebuildRoutes = (deps: RebuildRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  const { readModels } = deps.rebuilds;

  add(getRebuild, async () => ({ read_models: readModels, rebuild: await deps.rebuilds.latest() }));

  add(startRebuild, async ({ body }, ctx) => {
    const readModel = body.read_model ?? 'all';
    if (readModel !== 'all' && !readModels.includes(readModel)) {
      throw badRequest(`read_model: Unknown read model ${readModel}. Use all or one of ${readModels.join(', ')}.`);
    }
    try {
      const run = await deps.rebuilds.start(readModel === 'all' ? [] : [readModel], signedInUser(ctx).username);
      return { rebuild: run };
    } catch (error) {
      if (error instanceof RebuildRunInProgressError) throw conflict('A rebuild is already running.');
      throw error;
    }
  });

  return router;
};
