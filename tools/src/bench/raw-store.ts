import type { NewEvent } from '@portal/contracts';
import pg from 'pg';
import { migratePostgresEventStore } from '@portal/ledger-service';
import { metadata, type StoreUnderTest } from './store-cases';

/**
 * The ceiling: one multi-row INSERT per append into a copy of our events table (same columns,
 * defaults and indexes, no triggers), no version check, no read back.
 */
export const openRawStore = async (url: string, writers: number): Promise<StoreUnderTest> => {
  await migratePostgresEventStore(url);
  const pool = new pg.Pool({ connectionString: url, max: writers });
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_raw_events (LIKE event_store.events INCLUDING ALL)`);
  const append = async (streamName: string, events: readonly NewEvent[], expectedVersion: number) => {
    const rows = events.map(
      (_, i) => `($1, $2::int + ${i + 1}, $${3 * i + 3}::uuid, $${3 * i + 4}, $${3 * i + 5}::jsonb, $${3 * events.length + 3}::jsonb)`,
    );
    await pool.query({
      name: `raw_insert_${events.length}`,
      text: `INSERT INTO bench_raw_events (stream_name, stream_version, event_id, type, data, metadata) VALUES ${rows.join(', ')}`,
      values: [streamName, expectedVersion, ...events.flatMap((e) => [e.id, e.type, JSON.stringify(e.data)]), JSON.stringify(metadata)],
    });
    return expectedVersion + events.length;
  };
  return { append, readLog: null, close: () => pool.end() };
};
