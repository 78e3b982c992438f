import type { EventStore } from '@portal/contracts';
import { sql, type CommonQueryMethods } from 'slonik';
import { openEsdbEventStore } from './esdb';
import { createPostgresEventStore, EVENT_STORE_SCHEMA, migratePostgresEventStore, type PoolState } from './postgres';

export interface OpenedEventStore {
  readonly store: EventStore;
  /** The number of events in the log, for progress bars; null where the store cannot count cheaply. */
  readonly countEvents: (() => Promise<number>) | null;
  /** How the store's own connection pool stands; null where it has none of ours (KurrentDB). */
  readonly poolState: (() => PoolState) | null;
}

/** The event store the configuration names (EVENT_STORE), ready to use. */
export const openEventStore = async (
  config: { eventStore?: 'postgres' | 'esdb'; esdbUrl?: string | undefined },
  databaseUrl: string,
  pool: Pick<CommonQueryMethods, 'oneFirst'>,
): Promise<OpenedEventStore> => {
  if (config.eventStore === 'esdb') {
    if (!config.esdbUrl) throw new Error('EVENT_STORE=esdb needs ESDB_URL (e.g. esdb://localhost:2113?tls=false)');
    // Counting a $all that also holds the server's own events would mean reading all of it.
    return { store: await openEsdbEventStore({ connectionString: config.esdbUrl }), countEvents: null, poolState: null };
  }
  await migratePostgresEventStore(databaseUrl);
  const table = sql.identifier([EVENT_STORE_SCHEMA, 'events']);
  const store = createPostgresEventStore({ connectionString: databaseUrl });
  return {
    store,
    poolState: store.poolState,
    // Exact, and still quick at a million rows.
    countEvents: async () => Number(await pool.oneFirst(sql.unsafe`SELECT count(*) FROM ${table}`)),
  };
};
