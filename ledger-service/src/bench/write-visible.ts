import { compareLogPositions, type LogPosition } from '@portal/contracts';
import { allProjectors, createDatabasePool, createRecordLocationQueries, readCheckpoint, type DatabasePool } from '@portal/projections';
import { sql } from 'slonik';
import { z } from 'zod';
import { spread } from './results';

export interface WriteVisibleJob {
  readonly port: number;
  readonly token: string;
  readonly databaseUrl: string;
  readonly writers: number;
  readonly seconds: number;
  /** The server's today: the income's date. */
  readonly today: string;
  /** Rental properties to record income for, one per writer in turn. */
  readonly properties: readonly string[];
}

export interface WriteVisibleResult {
  readonly commands: number;
  readonly failures: number;
  /** Commands whose event every read model showed at the first check after the 201. */
  readonly firstCheck: number;
  /** Milliseconds the check itself takes (repeated once the event is visible), p99. */
  readonly checkP99: number;
  /** Milliseconds: POST -> 201, and 201 -> every read model shows the event. */
  readonly commandP50: number;
  readonly commandP99: number;
  readonly visibleP50: number;
  readonly visibleP99: number;
}

const positionRow = z.object({ commit: z.coerce.bigint(), prepare: z.coerce.bigint() });

/** Where the record's event sits in the log, once the record-locations read model names its stream. */
const positionOf = async (pool: DatabasePool, recordId: string): Promise<LogPosition | null> => {
  const location = await createRecordLocationQueries(pool).locate(recordId);
  if (location === null) return null;
  return pool.maybeOne(sql.type(positionRow)`
    SELECT transaction_id::text AS commit, position::text AS prepare FROM event_store.events
    WHERE stream_name = ${location.streamName} AND data->>'recordId' = ${recordId}
    ORDER BY stream_version DESC LIMIT 1`);
};

/** True once every read model's checkpoint (committed with its tables) is at or past `position`. */
const everyModelShows = async (pool: DatabasePool, position: LogPosition) => {
  const checkpoints = await Promise.all(allProjectors.map((projector) => readCheckpoint(pool, projector.schema)));
  return checkpoints.every((checkpoint) => checkpoint !== null && compareLogPositions(checkpoint, position) >= 0);
};

/**
 * Write -> visible, run by the load client (load-client.ts, its own process): `writers` admins record
 * property income over HTTP for `seconds`; from each 201, the time until every read model shows the
 * new event (its checkpoint, committed in the same transaction as its tables, has reached it).
 * Read-your-writes makes the command wait for this before it answers, so the figure is mostly the
 * check's own reads (the record's location, its position, six checkpoints): an upper bound, beside
 * the same check repeated once the event is visible.
 */
export const writeToVisible = async (job: WriteVisibleJob): Promise<WriteVisibleResult> => {
  const pool = await createDatabasePool(job.databaseUrl, { maximumPoolSize: job.writers * 2 });
  // Every connection opened before the clock starts.
  await Promise.all(Array.from({ length: job.writers * 2 }, () => pool.query(sql.unsafe`SELECT pg_sleep(0.01)`)));
  const commandMs: number[] = [];
  const visibleMs: number[] = [];
  const checkMs: number[] = [];
  let failures = 0;
  let firstCheck = 0;
  let until = 0;
  const body = (property: string) =>
    JSON.stringify({
      income_date: job.today,
      property_name: property,
      description: 'Bench rent',
      amount: 1234.56,
      income_for_month: job.today.slice(0, 7),
      income_category: 'Rent',
    });
  const record = async (property: string) => {
    const answer = await fetch(`http://127.0.0.1:${job.port}/admin/record_property_income`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${job.token}`, 'Content-Type': 'application/json' },
      body: body(property),
    });
    return { status: answer.status, id: ((await answer.json()) as { id?: unknown }).id };
  };
  const writer = async (index: number) => {
    const property = job.properties[index % job.properties.length]!;
    while (performance.now() < until) {
      const sent = performance.now();
      const answer = await record(property);
      const { id } = answer;
      const answered = performance.now();
      if (answer.status !== 201 || typeof id !== 'string') {
        failures++;
        continue;
      }
      commandMs.push(answered - sent);
      const shows = async () => {
        const position = await positionOf(pool, id);
        return position !== null && (await everyModelShows(pool, position));
      };
      for (let checks = 1; ; checks++) {
        if (await shows()) {
          visibleMs.push(performance.now() - answered);
          if (checks === 1) firstCheck++;
          break;
        }
        if (performance.now() - answered > 10_000) {
          failures++;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      // The check's own cost: the same reads again, on an event every model shows by now.
      const checking = performance.now();
      await shows();
      checkMs.push(performance.now() - checking);
    }
  };
  try {
    // One untimed command each first: connections, JIT.
    await Promise.all(Array.from({ length: job.writers }, (_, index) => record(job.properties[index % job.properties.length]!)));
    until = performance.now() + job.seconds * 1000;
    await Promise.all(Array.from({ length: job.writers }, (_, index) => writer(index)));
  } finally {
    await pool.end();
  }
  const command = spread(commandMs);
  const visible = spread(visibleMs);
  return {
    commands: commandMs.length,
    failures,
    firstCheck,
    checkP99: spread(checkMs).p99,
    commandP50: command.p50,
    commandP99: command.p99,
    visibleP50: visible.p50,
    visibleP99: visible.p99,
  };
};
