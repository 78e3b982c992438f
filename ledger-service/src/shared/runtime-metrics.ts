import { Gauge, Registry } from 'prom-client';
import type { EventStore, LogPosition } from '@portal/contracts';
import { readCheckpoint, type DatabasePool, type ProjectionsHandle, type Projector } from '@portal/projections';
import { AppError } from './errors';
import { metrics } from './metrics';
import type { CommandRunner } from './runner';

/** Appends counted in `portal_events_appended_total`, whichever way they are made. */
export const countAppends = (store: EventStore): EventStore => {
  const appendAtomically = store.appendAtomically?.bind(store);
  return {
    append: async (streamName, events, options) => {
      const result = await store.append(streamName, events, options);
      metrics.eventsAppended.inc(events.length);
      return result;
    },
    ...(appendAtomically && {
      appendAtomically: async (appends) => {
        const result = await appendAtomically(appends);
        metrics.eventsAppended.inc(appends.reduce((sum, part) => sum + part.events.length, 0));
        return result;
      },
    }),
    readStream: (streamName) => store.readStream(streamName),
    readAll: (options) => store.readAll(options),
    subscribe: (options) => store.subscribe(options),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
};

const outcomeOf = (error: unknown) => (error instanceof AppError && error.status < 500 ? 'refused' : 'failed');

/**
 * Commands counted by their type and outcome in `portal_commands_total`: `recorded` (events
 * appended), `unchanged` (nothing to record), `refused` (a rule or a concurrent change said no, a
 * 4xx) or `failed`. A batch counts as one command, `batch`.
 */
export const countCommands = (runner: CommandRunner): CommandRunner => ({
  ...runner,
  execute: async (decider, streamName, command, context) => {
    const type = (command as { type?: unknown }).type;
    const name = typeof type === 'string' ? type : 'unnamed';
    try {
      const events = await runner.execute(decider, streamName, command, context);
      metrics.commands.labels(name, events.length > 0 ? 'recorded' : 'unchanged').inc();
      return events;
    } catch (error) {
      metrics.commands.labels(name, outcomeOf(error)).inc();
      throw error;
    }
  },
  batch: async (work) => {
    try {
      const answer = await runner.batch(work);
      metrics.commands.labels('batch', 'recorded').inc();
      return answer;
    } catch (error) {
      metrics.commands.labels('batch', outcomeOf(error)).inc();
      throw error;
    }
  },
});

/** Beyond this many events behind, a projector's lag in events says "at least this many" (its lag in seconds still grows). */
export const lagEventsCap = 10_000;

/**
 * A connection pool's connections right now: in use, idle, and callers waiting for one (the event
 * store's pool says so in this shape, and stands on nothing of the service: infrastructure/event-store).
 */
export interface PoolState {
  readonly inUse: number;
  readonly idle: number;
  readonly waiting: number;
}

export interface RuntimeMetricsDeps {
  pool: DatabasePool;
  /** The event store's own pool (null or absent: it has none of ours, as with KurrentDB). */
  eventStorePool?: (() => PoolState) | null;
  /** The log (the recorded store: the lag reads events, and needs them in no particular shape). */
  store: Pick<EventStore, 'readAll'>;
  projections: Pick<ProjectionsHandle, 'positions'>;
  projectors: readonly Pick<Projector, 'name' | 'schema'>[];
}

const positionKey = (position: LogPosition | null) => (position === null ? '' : `${position.commit}.${position.prepare}`);

/**
 * The series of a running server's database and projectors, read when Prometheus scrapes:
 * - each projector's lag behind the log, in events (at most `lagEventsCap`) and in seconds (how
 *   long the oldest event it has not applied has been in the log; 0 when it is caught up). Its
 *   checkpoint as this process's projectors hold it, or from the database with PROJECTIONS=external;
 * - the PostgreSQL pools, the read models' and the event store's (label `pool`): connections in use,
 *   idle, and callers waiting for one.
 */
export const runtimeMetrics = (deps: RuntimeMetricsDeps): Registry => {
  const registry = new Registry();
  const checkpoints = async () => {
    const known = deps.projections.positions();
    return Promise.all(
      deps.projectors.map(async (projector) => ({
        name: projector.name,
        at: projector.name in known ? (known[projector.name] ?? null) : await readCheckpoint(deps.pool, projector.schema),
      })),
    );
  };
  /** Per checkpoint (projectors that run together share one): the events after it, up to the cap. */
  const lagAfter = async (after: LogPosition | null) => {
    const pending = await deps.store.readAll({ after, limit: lagEventsCap });
    const oldest = pending[0];
    return { events: pending.length, seconds: oldest ? Math.max(0, (Date.now() - Date.parse(oldest.recordedAt)) / 1000) : 0 };
  };
  const lag = async () => {
    const at = await checkpoints();
    const measured = new Map<string, Promise<{ events: number; seconds: number }>>();
    for (const { at: position } of at) if (!measured.has(positionKey(position))) measured.set(positionKey(position), lagAfter(position));
    return Promise.all(at.map(async ({ name, at: position }) => ({ name, ...(await measured.get(positionKey(position))!) })));
  };
  // Both gauges are read by one scrape: a measurement serves for a second.
  let measured: { at: number; lag: ReturnType<typeof lag> } | null = null;
  const measuredOnce = () => {
    if (measured === null || Date.now() - measured.at > 1_000) measured = { at: Date.now(), lag: lag() };
    return measured.lag;
  };
  const lagGauge = (name: string, help: string, measure: 'events' | 'seconds') =>
    new Gauge({
      name,
      help,
      labelNames: ['projector'] as const,
      registers: [registry],
      async collect() {
        for (const projector of await measuredOnce()) this.labels(projector.name).set(projector[measure]);
      },
    });
  lagGauge('portal_projector_lag_events', `Events in the log a projector has not applied yet (at most ${lagEventsCap})`, 'events');
  lagGauge(
    'portal_projector_lag_seconds',
    'How long the oldest event a projector has not applied has been in the log (0 when caught up)',
    'seconds',
  );
  new Gauge({
    name: 'portal_db_pool_connections',
    help: "The PostgreSQL pools (the read models' and the event store's): connections in use, idle, and callers waiting for one",
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      const readModels = deps.pool.state();
      const pools: [string, PoolState][] = [
        ['read_models', { inUse: readModels.acquiredConnections, idle: readModels.idleConnections, waiting: readModels.waitingClients }],
      ];
      if (deps.eventStorePool) pools.push(['event_store', deps.eventStorePool()]);
      for (const [pool, state] of pools) {
        this.labels(pool, 'in_use').set(state.inUse);
        this.labels(pool, 'idle').set(state.idle);
        this.labels(pool, 'waiting').set(state.waiting);
      }
    },
  });
  return registry;
};
