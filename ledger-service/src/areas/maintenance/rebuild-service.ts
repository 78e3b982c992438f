import type { EventStore } from '@portal/contracts';
import {
  createDatabasePool,
  migrateRebuildRuns,
  readLatestRun,
  RebuildRunInProgressError,
  startRecordedRebuild,
  type DatabasePool,
  type Projector,
  type RebuildRun,
} from '@portal/projections';
import { logger } from '../../shared/logger';

export interface RebuildServiceDeps {
  readonly databaseUrl: string;
  /** The server's pool: status reads only. */
  readonly pool: DatabasePool;
  readonly store: EventStore;
  readonly countEvents: (() => Promise<number>) | null;
  /** Every read model, in the order they are rebuilt. */
  readonly projectors: readonly Projector[];
  /** A rebuild that failed in the background. Default: logged as an error. */
  readonly onFailure?: (run: RebuildRun) => void;
}

export interface RebuildService {
  /** The names of the read models, in the order they are rebuilt. */
  readonly readModels: readonly string[];
  /** The latest run, from this process or another (`npm run rebuild`), or null before the first. */
  latest(): Promise<RebuildRun | null>;
  /**
   * Starts rebuilding the named read models (all of them when `names` is empty) in the background and
   * answers the run as recorded. Throws RebuildRunInProgressError while another run goes on.
   */
  start(names: readonly string[], startedBy: string): Promise<RebuildRun>;
  /** Resolves once this process's background rebuild, if any, has finished. */
  idle(): Promise<void>;
}

/**
 * Rebuilds started by the API, run in the background of the API process. Each run has a pool of its
 * own (one connection per read model for the parallel replay, plus its locks), so the rebuild never
 * takes the connections the API answers with: reports keep answering while it runs. A failure is
 * recorded in the run and logged; it never reaches the process.
 */
export const createRebuildService = (deps: RebuildServiceDeps): RebuildService => {
  const onFailure =
    deps.onFailure ??
    ((run: RebuildRun) => logger.error({ rebuild_id: run.id }, `Rebuild of ${run.read_models.join(', ')} failed: ${run.error}`));
  let migrated: Promise<void> | null = null;
  const migrate = () => {
    migrated ??= migrateRebuildRuns(deps.pool).catch((error: unknown) => {
      migrated = null;
      throw error;
    });
    return migrated;
  };
  let running: Promise<void> = Promise.resolve();

  const latest = async () => {
    await migrate();
    return readLatestRun(deps.pool);
  };

  const start = async (names: readonly string[], startedBy: string): Promise<RebuildRun> => {
    const projectors = names.length === 0 ? deps.projectors : deps.projectors.filter((projector) => names.includes(projector.name));
    // Cheap refusal before opening connections; the run lock decides races.
    if ((await latest())?.state === 'running') throw new RebuildRunInProgressError();
    const pool = await createDatabasePool(deps.databaseUrl, { maximumPoolSize: projectors.length + 3 });
    try {
      const { run, finished } = await startRecordedRebuild({
        pool,
        store: deps.store,
        projectors,
        ...(deps.countEvents ? { countEvents: deps.countEvents } : {}),
        startedBy,
      });
      running = finished.then(
        async (final) => {
          if (final.state === 'failed') onFailure(final);
          await pool.end();
        },
        (error: unknown) => logger.error({ err: error }, 'Rebuild failed'),
      );
      return run;
    } catch (error) {
      await pool.end();
      throw error;
    }
  };

  return {
    readModels: deps.projectors.map((projector) => projector.name),
    latest,
    start,
    idle: () => running,
  };
};
