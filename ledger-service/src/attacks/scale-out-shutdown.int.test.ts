import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodies } from '../testing/ledger-fixture';
import type { MainProcess } from '../testing/main-process';
import { startScaleOut, type ScaleOut } from '../testing/scale-out';
import { stoppingMessage } from '../infrastructure/http/server';

/**
 * A rolling restart under load (docs/deployment.md, Rolling restarts): API process A is stopped
 * (SIGTERM) while it has commands and reads in hand, beside API process B and a projections process
 * on one database (testing/scale-out.ts). Every answer A gave stands; what A refused, it refused before doing anything, and
 * a client that sends it again to B with its Idempotency-Key has it recorded once.
 */

let deployment: ScaleOut;
let a: MainProcess;
let b: MainProcess;
let token: string;

/** What one request got: an answer (its status and body read whole), or no answer at all (`null`). */
interface Sent {
  status: number | null;
  body: { message?: string; id?: string };
  retryAfter: string | null;
  /** When the answer came (performance.now()). */
  at: number;
}
const send = async (server: MainProcess, method: string, path: string, body?: unknown, key?: string): Promise<Sent> => {
  let response: Response;
  try {
    response = await fetch(`${server.base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    // Refused or closed before any byte of an answer: nothing was answered, so nothing stands.
    return { status: null, body: {}, retryAfter: null, at: performance.now() };
  }
  // An answer cut after its first byte would throw here, and fail the test.
  const answer = (await response.json()) as Sent['body'];
  return { status: response.status, body: answer, retryAfter: response.headers.get('Retry-After'), at: performance.now() };
};

beforeAll(async () => {
  deployment = await startScaleOut();
  ({ a, b, token } = deployment);
  for (const [path, body] of [
    ['/admin/add_llc', bodies.llc('Main LLC')],
    ['/admin/add_investment_property', bodies.property('Elm', 'Main LLC')],
  ] as const)
    expect((await send(b, 'POST', path, body)).status).toBe(201);
}, 120_000);
afterAll(() => deployment?.stop());

describe('SIGTERM of an API process under load', () => {
  it('loses no request it acknowledged, and what it refused is recorded once when sent again to the other', async () => {
    const commands = 120;
    const fromA: Sent[] = [];
    let next = 0;
    let signalled: number | null = null;
    /** One command, to A until A answers it or does not; then to B with the same key, as a client retries. */
    const command = async (index: number) => {
      const key = `stop-${index}`;
      const income = { ...bodies.income('Elm', 10, `Stop ${index}`), income_date: '2024-05-05', income_for_month: '2024-05' };
      const first = await send(a, 'POST', '/admin/record_property_income', income, key);
      fromA.push(first);
      if (first.status === 201) return first;
      for (;;) {
        const retried = await send(b, 'POST', '/admin/record_property_income', income, key);
        // Still running where A took it: a client waits as Retry-After says.
        if (retried.status !== 409 || retried.retryAfter === null) return retried;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const worker = async () => {
      const answers: Sent[] = [];
      while (next < commands) {
        const index = next++;
        // The signal while commands are in hand: once a fifth of them are answered.
        if (index === commands / 5 && signalled === null) {
          signalled = performance.now();
          a.child.kill('SIGTERM');
        }
        answers.push(await command(index));
      }
      return answers;
    };
    /** Reads from A until A answers no more. */
    const reader = async () => {
      while (next < commands) {
        const sent = await send(a, 'GET', '/admin/get_admin_summary');
        fromA.push(sent);
        if (sent.status === null) return;
      }
    };
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, worker)).then((all) => all.flat()),
      ...Array.from({ length: 4 }, reader),
    ]);

    expect(await a.exited).toBe(0);
    expect(a.output()).not.toMatch(/Cannot use a pool|Stopped with \d+ requests unfinished/);
    // A answered some after the signal (they were in hand), refused others, and answered nothing else.
    const acknowledgedAfter = fromA.filter((sent) => sent.status !== null && sent.status < 300 && sent.at > signalled!);
    expect(acknowledgedAfter.length).toBeGreaterThan(0);
    for (const sent of fromA.filter((answer) => answer.status !== null && answer.status >= 300))
      expect(sent).toMatchObject({ status: 503, body: { message: stoppingMessage }, retryAfter: '1' });
    // Every command answered 201, by A or by B, and recorded once.
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: commands }, () => 201));
    const recorded = await deployment.pool.any(sql.type(z.object({ description: z.string(), count: z.number() }))`
      SELECT data->>'description' AS description, count(*)::int AS count FROM event_store.events
      WHERE type = 'IncomeRecorded' GROUP BY 1`);
    expect(recorded).toHaveLength(commands);
    expect(recorded.every((row) => row.count === 1)).toBe(true);
  }, 120_000);
});
