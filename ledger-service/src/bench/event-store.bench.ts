import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '@portal/contracts';
import pg from 'pg';
import { startScratchPostgres } from '../database/scratch-postgres';
import { createPostgresEventStore, migratePostgresEventStore } from '../event-store/postgres';

/**
 * Event store throughput on a private embedded PostgreSQL:
 *   npx tsx ledger-service/src/bench/event-store.bench.ts
 * The server runs with the test run's settings (fsync and synchronous_commit off), like the
 * reference figures the targets were set against; BENCH_DURABLE=1 keeps PostgreSQL's durable defaults, where every
 * commit waits for the disk. Plain INSERTs into a copy of the table are measured alongside, as the
 * ceiling on this machine at this moment. BENCH_DATABASE_URL measures an existing, disposable
 * database instead.
 */
const WRITERS = 8;
const SINGLE_APPENDS_PER_WRITER = 3_000;
const BATCHES_PER_WRITER = 125;
const BATCH_SIZE = 100;
const READ_PAGE = 5_000;
const targets = { single: 8_000, batch: 60_000, read: 200_000 };
const durable = process.env.BENCH_DURABLE === '1';

const startPostgres = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) return { url: external, stop: async () => {} };
  return startScratchPostgres({ name: 'bench', database: 'bench', durable });
};

// About 300 bytes of JSON, shaped like a money event.
const payload = (i: number) => ({
  investorId: randomUUID(),
  propertyId: randomUUID(),
  llcId: randomUUID(),
  amountCents: 125_000 + i,
  currency: 'USD',
  effectiveDate: '2024-06-30',
  memo: 'Quarterly distribution for the Maple Street duplex, net of management fees',
});
const metadata = { actor: 'bench', correlationId: randomUUID(), causationId: null };
const newEvent = (i: number): NewEvent => ({ id: randomUUID(), type: 'IncomeRecorded', data: payload(i) });

type Append = (streamName: string, events: NewEvent[], expectedVersion: number) => Promise<number>;

/** Each writer appends to its own streams in turn, tracking their versions as a command handler would. */
const writeAll = async (append: Append, appendsPerWriter: number, eventsPerAppend: number) => {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      const streams = Array.from({ length: 20 }, () => ({ name: `bench-${randomUUID()}`, version: 0 }));
      for (let i = 0; i < appendsPerWriter; i++) {
        const stream = streams[i % streams.length]!;
        const events = Array.from({ length: eventsPerAppend }, (_, j) => newEvent(i * eventsPerAppend + j));
        stream.version = await append(stream.name, events, stream.version);
      }
    }),
  );
  return (WRITERS * appendsPerWriter * eventsPerAppend) / ((performance.now() - started) / 1000);
};

const storeAppend =
  (store: EventStore): Append =>
  async (streamName, events, expectedVersion) =>
    (await store.append(streamName, events, { expectedVersion, metadata })).nextExpectedVersion;

/** The baseline: one multi-row INSERT per append into a copy of the events table, no checks. */
const rawInsert =
  (pool: pg.Pool): Append =>
  async (streamName, events, expectedVersion) => {
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

const readWholeLog = async (store: EventStore) => {
  const started = performance.now();
  let count = 0;
  for (let after = null as Awaited<ReturnType<EventStore['headPosition']>>; ;) {
    const page = await store.readAll({ after, limit: READ_PAGE });
    count += page.length;
    if (page.length < READ_PAGE) break;
    after = page[page.length - 1]!.position;
  }
  return { count, perSecond: count / ((performance.now() - started) / 1000) };
};

const report = (label: string, value: number, target: number) =>
  console.log(
    `${label.padEnd(44)} ${Math.round(value).toLocaleString('en-US').padStart(9)} events/s  target ${target.toLocaleString('en-US').padStart(7)}  ${value >= target ? 'ok' : 'MISSED'}`,
  );

const main = async () => {
  const postgres = await startPostgres();
  try {
    await migratePostgresEventStore(postgres.url);
    const store = createPostgresEventStore({ connectionString: postgres.url, poolSize: WRITERS });
    const pool = new pg.Pool({ connectionString: postgres.url, max: WRITERS });
    await pool.query(`CREATE TABLE bench_raw_events (LIKE event_store.events INCLUDING ALL)`);
    const size = JSON.stringify(payload(0)).length;
    console.info(`event store benchmark: ${WRITERS} writers, ${size}-byte events, ${durable ? 'durable commits' : 'fsync off'}`);
    await writeAll(storeAppend(store), 200, 1); // warm up connections and plans
    await writeAll(rawInsert(pool), 200, 1);
    report('baseline: single-row INSERTs, 8 writers', await writeAll(rawInsert(pool), SINGLE_APPENDS_PER_WRITER, 1), targets.single);
    report('single-event appends, 8 writers', await writeAll(storeAppend(store), SINGLE_APPENDS_PER_WRITER, 1), targets.single);
    report(
      `baseline: ${BATCH_SIZE}-row INSERTs, 8 writers`,
      await writeAll(rawInsert(pool), BATCHES_PER_WRITER / 5, BATCH_SIZE),
      targets.batch,
    );
    report(`appends of ${BATCH_SIZE} events, 8 writers`, await writeAll(storeAppend(store), BATCHES_PER_WRITER, BATCH_SIZE), targets.batch);
    await pool.end();
    await readWholeLog(store);
    const read = await readWholeLog(store);
    report(`reading the log (${read.count.toLocaleString('en-US')} events, pages of ${READ_PAGE})`, read.perSecond, targets.read);
    await store.close();
  } finally {
    await postgres.stop();
  }
};

await main();
