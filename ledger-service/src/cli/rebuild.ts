import { allProjectors, createRebuildProgressBar, rebuildProjections } from '@portal/projections';
import { loadConfig } from '../config';
import { openRuntime } from '../runtime';

/**
 * `npm run rebuild [projector ...]`: replays the log into fresh read models and swaps them in, with a
 * progress bar. Safe while the server runs against the same database: reports keep answering from
 * the old tables until the swap, and the server's projectors carry on from the new checkpoints.
 */
const main = async () => {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !allProjectors.some((projector) => projector.name === name));
  if (unknown.length > 0) {
    const known = allProjectors.map((projector) => projector.name).join(', ');
    throw new Error(`Unknown read model ${unknown.join(', ')}; known: ${known}`);
  }
  const projectors = names.length > 0 ? allProjectors.filter((projector) => names.includes(projector.name)) : allProjectors;

  const runtime = await openRuntime(loadConfig());
  const bar = createRebuildProgressBar();
  try {
    const result = await rebuildProjections({
      pool: runtime.pool,
      store: runtime.store,
      projectors,
      // Only the bar's percent and ETA depend on it.
      ...(runtime.countEvents ? { countEvents: runtime.countEvents } : {}),
      onProgress: bar.update,
    });
    bar.stop();
    const rate = result.eventsPerSecond.toLocaleString('en-US');
    console.info(
      `Rebuilt ${projectors.map((projector) => projector.name).join(', ')}: ${result.processed} events in ${result.seconds.toFixed(1)} s (${rate} events/s)`,
    );
  } finally {
    bar.stop();
    await runtime.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
