import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createDatabasePool } from '@portal/projections';
import { sql } from 'slonik';
import { z } from 'zod';
import { spread } from './results';

export interface CommandsJob {
  readonly port: number;
  readonly token: string;
  readonly databaseUrl: string;
  /** Callers sending commands at once, each waiting for its answer before the next. */
  readonly callers: number;
  readonly seconds: number;
  /** The server's today: the income's date. */
  readonly today: string;
  /** Rental properties; each caller records income for its own one in turn, or all for the first. */
  readonly properties: readonly string[];
  readonly sameProperty: boolean;
  /** Each command a `POST /admin/batch` of this many incomes (over the properties in turn) instead of one income. */
  readonly batchSize?: number;
}

export interface CommandsResult {
  /** Commands answered 201 (batches, for a job of batches). */
  readonly recorded: number;
  /** Commands answered 409 (the property's records changed under them, retries exhausted). */
  readonly conflicts: number;
  /** Any other answer, or a connection error. */
  readonly failures: number;
  /** Incomes the log holds from this run: `recorded` times the batch size when none was lost or doubled. */
  readonly inLog: number;
  /** Commands answered 201 per second. */
  readonly perSecond: number;
  /** Milliseconds from POST to its answer (read-your-writes included). */
  readonly p50: number;
  readonly p99: number;
  /** Milliseconds of `GET /healthz` by one caller of the same client: the floor of any round trip. */
  readonly healthzP50: number;
}

const countRow = z.object({ count: z.coerce.number() });

/**
 * Commands through HTTP as an administrator records income: `callers` at once, each sending
 * `POST /admin/record_property_income` and waiting for its answer (which comes once every read
 * model shows the income). Counts 201s, 409s and anything else, and checks the log holds exactly
 * one income per 201 (none lost, none doubled).
 */
export const runCommands = async (job: CommandsJob): Promise<CommandsResult> => {
  const marker = `Bench command ${randomUUID()}`;
  const headers = { Authorization: `Bearer ${job.token}`, 'Content-Type': 'application/json' };
  const income = (property: string, description: string) => ({
    income_date: job.today,
    property_name: property,
    description,
    amount: 12.34,
    income_for_month: job.today.slice(0, 7),
    income_category: 'Rent',
  });
  // node:http with keep-alive rather than fetch: this client shares the two cores with the server, and
  // fetch took about half a core at 8 callers (measured), which the server's figures then lacked.
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.callers });
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: job.port, path, method, agent, headers }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end(body === undefined ? undefined : JSON.stringify(body));
    });
  const post = (path: string, body: unknown) => call('POST', path, body);
  const send = (property: string, description: string) => {
    if (job.batchSize === undefined) return post('/admin/record_property_income', income(property, description));
    const items = Array.from({ length: job.batchSize }, (_, i) => ({
      call: 'record_property_income',
      body: income(job.properties[i % job.properties.length]!, description),
    }));
    return post('/admin/batch', { items });
  };
  const propertyOf = (caller: number) => job.properties[job.sameProperty ? 0 : caller % job.properties.length]!;

  const healthz: number[] = [];
  for (let i = 0; i < 200; i++) {
    const sent = performance.now();
    await call('GET', '/healthz');
    healthz.push(performance.now() - sent);
  }
  // One untimed command per caller first (connections, JIT), not counted in the log check.
  await Promise.all(Array.from({ length: job.callers }, (_, caller) => send(propertyOf(caller), 'Bench warm-up')));

  const latencies: number[] = [];
  let conflicts = 0;
  let failures = 0;
  const until = performance.now() + job.seconds * 1000;
  const caller = async (index: number) => {
    while (performance.now() < until) {
      const sent = performance.now();
      const status = await send(propertyOf(index), marker).catch(() => 0);
      if (status === 201) latencies.push(performance.now() - sent);
      else if (status === 409) conflicts++;
      else failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: job.callers }, (_, index) => caller(index)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  const pool = await createDatabasePool(job.databaseUrl, { maximumPoolSize: 1 });
  try {
    const { count } = await pool.one(
      sql.type(countRow)`SELECT count(*) FROM event_store.events WHERE type = 'IncomeRecorded' AND data->>'description' = ${marker}`,
    );
    return {
      recorded: latencies.length,
      conflicts,
      failures,
      inLog: count / (job.batchSize ?? 1),
      perSecond: latencies.length / elapsed,
      ...spread(latencies),
      healthzP50: spread(healthz).p50,
    };
  } finally {
    await pool.end();
  }
};
