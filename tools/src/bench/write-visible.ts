import http from 'node:http';
import { allProjectors, createDatabasePool, type DatabasePool } from '@portal/projections';
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

/**
 * True once the record-locations read model names the record's stream and every read model's
 * checkpoint (committed with its tables) is at or past the record's event in the log. One statement,
 * so the check costs one round trip, not eight: it measures the read models, not itself.
 */
const shownEverywhere = async (pool: DatabasePool, recordId: string): Promise<boolean> => {
  const checkpoints = sql.join(
    allProjectors.map((projector) => sql.fragment`SELECT "commit", "prepare" FROM ${sql.identifier([projector.schema, 'checkpoint'])}`),
    sql.fragment` UNION ALL `,
  );
  const shown = await pool.oneFirst(sql.type(z.object({ shown: z.boolean() }))`
    WITH found AS (
      SELECT e.transaction_id::text::bigint AS commit, e.position AS prepare
      FROM rm_record_locations.record_locations l
      JOIN event_store.events e ON e.stream_name = l.stream_name AND e.data->>'recordId' = ${recordId}
      WHERE l.record_id = ${recordId}::uuid ORDER BY e.stream_version DESC LIMIT 1
    )
    SELECT coalesce(bool_and(c."commit" IS NOT NULL AND (c."commit", c."prepare") >= (found.commit, found.prepare)), false) AS shown
    FROM found, (${checkpoints}) AS c`);
  return shown;
};

/**
 * Write -> visible, run by the load client (load-client.ts, its own process): `writers` admins record
 * property income over HTTP for `seconds`; from each 201, the time until every read model shows the
 * new event (its checkpoint, committed in the same transaction as its tables, has reached it).
 * Read-your-writes makes the command wait for this before it answers, so the figure is mostly the
 * check's own statement (the record's location, its position, every checkpoint): an upper bound,
 * beside the same check repeated once the event is visible.
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
  // node:http with keep-alive, not fetch: this client shares the machine with the server it measures.
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.writers });
  const headers = { Authorization: `Bearer ${job.token}`, 'Content-Type': 'application/json' };
  const record = (property: string) =>
    new Promise<{ status: number; id: unknown }>((resolve, reject) => {
      const path = '/admin/record_property_income';
      const request = http.request({ host: '127.0.0.1', port: job.port, path, method: 'POST', agent, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const id = answer.statusCode === 201 ? (JSON.parse(text) as { id?: unknown }).id : undefined;
          resolve({ status: answer.statusCode ?? 0, id });
        });
      });
      request.on('error', reject);
      request.end(body(property));
    });
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
      const shows = () => shownEverywhere(pool, id);
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
    agent.destroy();
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
