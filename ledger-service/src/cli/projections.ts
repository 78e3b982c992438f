import { stopOnSignals } from '../shared/signals';
import { allProjectors, startProjections } from '@portal/projections';
import { loadConfig } from '../config';
import { openRuntime } from '../runtime';

/**
 * `npm run projections`: the projectors as their own process, for a deployment whose API servers
 * run with PROJECTIONS=external. Several may run: each projector has one active writer at a time
 * (an advisory lock per batch), so a second instance is a hot standby.
 */
const main = async () => {
  const runtime = await openRuntime(loadConfig());
  // Announced after every batch: the API processes follow the read models through it (projections' follower.ts).
  const projections = await startProjections({ pool: runtime.pool, store: runtime.store, projectors: allProjectors, announce: true });
  console.info(`Projecting ${allProjectors.map((projector) => projector.name).join(', ')}`);
  stopOnSignals(async () => {
    await projections.stop();
    await runtime.close();
  });
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
