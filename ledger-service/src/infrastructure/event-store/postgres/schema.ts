import pg from 'pg';

/** Everything of the store lives in its own schema so read models can never collide with it. */
export const EVENT_STORE_SCHEMA = 'event_store';
/** The channel the adapter notifies after its appends commit; subscribers LISTEN on it. */
export const EVENT_STORE_CHANNEL = 'event_store_appended';

// Serialises concurrent migrations (several processes starting at once): CREATE ... IF NOT EXISTS
// alone can still fail with a duplicate key on the catalogues when two sessions race.
const MIGRATION_LOCK_KEY = 7_401_113_355;

const statements = [
  `CREATE SCHEMA IF NOT EXISTS event_store`,
  `CREATE TABLE IF NOT EXISTS event_store.events (
    position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
    stream_name text NOT NULL,
    stream_version int NOT NULL CHECK (stream_version > 0),
    event_id uuid NOT NULL UNIQUE,
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (stream_name, stream_version)
  )`,
  // Readers page the log by (transaction_id, position); see readAll.
  `CREATE INDEX IF NOT EXISTS events_transaction_id_position ON event_store.events (transaction_id, position)`,
  `CREATE OR REPLACE FUNCTION event_store.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'event_store.events is append-only: % is refused (record a correcting event instead)', TG_OP
      USING ERRCODE = 'EV003';
  END $$`,
  // Statement-level, so even an UPDATE or DELETE matching no row is refused.
  `CREATE OR REPLACE TRIGGER events_refuse_update_delete BEFORE UPDATE OR DELETE ON event_store.events
    FOR EACH STATEMENT EXECUTE FUNCTION event_store.refuse_change()`,
  `CREATE OR REPLACE TRIGGER events_refuse_truncate BEFORE TRUNCATE ON event_store.events
    FOR EACH STATEMENT EXECUTE FUNCTION event_store.refuse_change()`,
];

type Queryable = pg.Pool | pg.ClientBase;

/**
 * Creates or updates the event store's schema. Idempotent and safe to run at every start, from
 * several processes at once. Accepts a connection string, a pool or a connected client.
 */
export const migratePostgresEventStore = async (target: string | Queryable): Promise<void> => {
  if (typeof target === 'string') {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      await migrateWith(client);
    } finally {
      await client.end();
    }
    return;
  }
  if (target instanceof pg.Pool) {
    const client = await target.connect();
    try {
      await migrateWith(client);
    } finally {
      client.release();
    }
    return;
  }
  await migrateWith(target);
};

const migrateWith = async (client: pg.ClientBase) => {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    for (const statement of statements) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
};
