import { allProjectors, createRebuildProgressBar, RebuildRunInProgressError, startRecordedRebuild } from '@portal/projections';
import { loadConfig } from '../config';
import { openRuntime } from '../runtime';

/**
 * `npm run rebuild [projector ...] [-- --new-log]`: replays the log into fresh read models and swaps them in, with a
 * progress bar. Safe while the server runs against the same database: reports keep answering from
 * the old tables until the swap, which every API process hears of and drops the answers it kept from
 * them (docs/scale-out.md), and the server's projectors carry on from the new checkpoints. The
 * run is recorded like one started from the admin page (started_by 'cli'), which shows its progress
 * and refuses to start another meanwhile. `--new-log` once after `npm run migrate:esdb`: the read
 * models' checkpoints are then positions in the old log, and are replaced rather than caught up to.
 */
const main = async () => {
  const args = process.argv.slice(2);
  // After moving the log to another store: the read models' checkpoints are positions in the old one.
  const newLog = args.includes('--new-log');
  const names = args.filter((arg) => arg !== '--new-log');
  const unknown = names.filter((name) => !allProjectors.some((projector) => projector.name === name));
  if (unknown.length > 0) {
    const known = allProjectors.map((projector) => projector.name).join(', ');
    throw new Error(`Unknown read model ${unknown.join(', ')}; known: ${known}`);
  }
  const projectors = names.length > 0 ? allProjectors.filter((projector) => names.includes(projector.name)) : allProjectors;

  const runtime = await openRuntime(loadConfig());
  const bar = createRebuildProgressBar();
  try {
    const { finished } = await startRecordedRebuild({
      pool: runtime.pool,
      store: runtime.store,
      projectors,
      // Only the bar's percent and ETA depend on it.
      ...(runtime.countEvents ? { countEvents: runtime.countEvents } : {}),
      onProgress: bar.update,
      startedBy: 'cli',
      newLog,
    });
    const run = await finished;
    bar.stop();
    if (run.state !== 'succeeded') throw new Error(`Rebuild failed: ${run.error}`);
    const seconds = (Date.parse(run.finished_at ?? run.started_at) - Date.parse(run.started_at)) / 1000;
    const rate = run.events_per_second.toLocaleString('en-US');
    console.info(`Rebuilt ${run.read_models.join(', ')}: ${run.processed} events in ${seconds.toFixed(1)} s (${rate} events/s)`);
  } finally {
    bar.stop();
    await runtime.close();
  }
};

main().catch((error: unknown) => {
  if (error instanceof RebuildRunInProgressError)
    console.error('A rebuild is already running (see Rebuild Reports in the admin page); try again once it is over.');
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
