import { randomUUID } from 'node:crypto';
import { createDatabasePool, type DatabasePool } from '@portal/projections';
import { createTestDatabase } from '@portal/projections/testing';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodies } from '../testing/ledger-fixture';
import type { MainProcess } from '../testing/main-process';
import { scaleOutAdmin, startScaleOut, type ScaleOut } from '../testing/scale-out';
import { createPostgresEventStore } from '../infrastructure/event-store/postgres';
import { codeAt, stepSeconds } from '../areas/two-factor/totp';
import { sessionEndedMessage } from '../areas/users/tokens';

/**
 * The scale-out the product offers (docs/scale-out.md), as it runs (testing/scale-out.ts): requests
 * sent to both API processes at once hold every guarantee one process holds.
 */

const admin = scaleOutAdmin;
let deployment: ScaleOut;
let database: ScaleOut['database'];
let pool: DatabasePool;
let processes: MainProcess[] = [];
let processOn: ScaleOut['processOn'];
let a: MainProcess;
let b: MainProcess;
let token: string;

interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string };
  headers: Headers;
}
const call = async (
  server: MainProcess,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; as?: string | null } = {},
): Promise<Answer> => {
  const bearer = options.as === undefined ? token : options.as;
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: { ...(bearer === null ? {} : { Authorization: `Bearer ${bearer}` }), 'Content-Type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'], headers: response.headers };
};
const post = async (server: MainProcess, path: string, body: unknown) => {
  const answer = await call(server, 'POST', path, { body });
  if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${answer.body.message}`);
  return answer;
};
/** A or B, in turn. */
const either = (index: number) => (index % 2 === 0 ? a : b);

const countOf = (types: readonly string[]) =>
  pool.oneFirst(sql.type(z.object({ count: z.number() }))`
    SELECT count(*)::int AS count FROM event_store.events WHERE type = ANY(${sql.array(types, 'text')})`);

beforeAll(async () => {
  deployment = await startScaleOut();
  ({ database, pool, processes, processOn, a, b, token } = deployment);
  await post(a, '/admin/add_llc', bodies.llc('Main LLC'));
  await post(a, '/admin/add_investment_property', bodies.property('Elm', 'Main LLC'));
  await post(a, '/admin/add_investor', bodies.investor('Ann'));
  await post(a, '/admin/add_investment', bodies.investment('Ann', 'Elm', 500));
}, 120_000);
afterAll(() => deployment?.stop());

describe('two API processes and a projections process on one database', () => {
  it('both started at once made the administrator once, and a token of one is taken by the other', async () => {
    expect(await countOf(['AdministratorAppointed'])).toBe(1);
    expect(await countOf(['PortalUserPasswordChanged', 'AdministratorDismissed'])).toBe(0);
    expect((await call(b, 'GET', '/admin/get_admin_helpers')).status).toBe(200);
  });

  it('never break a withdrawal limit, with withdrawals sent to both at once', async () => {
    // $500.00 invested: 16 withdrawals of $30.00 fit, the other 8 of 24 are refused.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        call(either(index), 'POST', '/admin/record_investment_withdrawal', { body: bodies.investmentWithdrawal('Ann', 'Elm', 30) }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(16);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refused).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/^The amount exceeds the maximum investment/) },
      });
    expect(await countOf(['InvestmentWithdrawn'])).toBe(16);
  });

  it('record a command sent to both with one Idempotency-Key once, and answer both with its answer', async () => {
    const body = { ...bodies.income('Elm', 700, 'Sent twice'), income_date: '2024-09-05', income_for_month: '2024-09' };
    const send = (server: MainProcess) =>
      call(server, 'POST', '/admin/record_property_income', { body, headers: { 'Idempotency-Key': 'bank-txn-both' } });
    let answers: Answer[] = await Promise.all([send(a), send(b), send(a), send(b)]);
    // One runs; one sent while it runs may be told to come back (409, Retry-After), as a client retries.
    while (answers.some((answer) => answer.status === 409 && answer.headers.get('Retry-After') !== null)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answers = await Promise.all(answers.map((answer, index) => (answer.status === 409 ? send(either(index)) : answer)));
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const recorded = await pool.oneFirst(sql.type(z.object({ count: z.number() }))`
      SELECT count(*)::int AS count FROM event_store.events WHERE type = 'IncomeRecorded' AND data->>'description' = 'Sent twice'`);
    expect(recorded).toBe(1);
  });

  it('let no back-dated record sent to B land after a close made through A', async () => {
    const records = Array.from({ length: 24 }, (_, i) => {
      const date = `2024-10-${String(i + 1).padStart(2, '0')}`;
      return call(b, 'POST', '/admin/record_property_income', {
        body: { ...bodies.income('Elm', 10, `Race ${date}`), income_date: date, income_for_month: '2024-10' },
      });
    });
    const close = call(a, 'POST', '/admin/close_period', { body: { through: '2024-10-31' } });
    const [closed, ...answers] = await Promise.all([close, ...records]);
    expect(closed!.status).toBe(201);
    const recorded = answers.filter((answer) => answer.status === 201).map((answer) => String(answer.body.id));
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refused).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/^The books are closed through 10\/31\/2024/) },
      });

    const log = await pool.any(sql.type(z.object({ type: z.string(), record_id: z.string().nullable() }))`
      SELECT type, data->>'recordId' AS record_id FROM event_store.events
      WHERE type IN ('IncomeRecorded', 'PeriodClosed') ORDER BY transaction_id, position`);
    const closedAt = log.findLastIndex((row) => row.type === 'PeriodClosed');
    expect(recorded.every((id) => log.findIndex((row) => row.record_id === id) < closedAt)).toBe(true);
    // And B refuses at once what the close covers, though it never closed anything itself.
    const after = await call(b, 'POST', '/admin/record_property_income', {
      body: { ...bodies.income('Elm', 10, 'Late'), income_date: '2024-10-15', income_for_month: '2024-10' },
    });
    expect(after.status).toBe(409);
  });

  it('show a write through A to a read through B that sends its position, and drop the kept answers of B', async () => {
    const summary = async (position: string) => {
      const read = await call(b, 'GET', '/admin/get_admin_summary', { headers: { 'X-Min-Log-Position': position } });
      expect(read.headers.get('X-Log-Position-Reached')).toBe('true');
      return read.body;
    };
    let position = (await call(a, 'POST', '/admin/add_llc', { body: bodies.llc('Other LLC') })).headers.get('X-Log-Position')!;
    const before = await summary(position);
    for (let i = 1; i <= 5; i++) {
      const income = { ...bodies.income('Elm', 100, `Seen ${i}`), income_date: '2024-11-05', income_for_month: '2024-11' };
      const written = await post(a, '/admin/record_property_income', income);
      position = written.headers.get('X-Log-Position')!;
      expect(position).toMatch(/^\d+\.\d+$/);
      // Kept on B since the last write, and dropped by this one though B never saw it made.
      expect(await summary(position)).toMatchObject({ total_income: (before.total_income as number) + 100 * i });
    }
  });
});

describe('a rebuild of the read models through A', () => {
  it('drops the kept answers of B though the checkpoints stay where they were', async () => {
    const summary = async (position?: string) =>
      (await call(b, 'GET', '/admin/get_admin_summary', { headers: position ? { 'X-Min-Log-Position': position } : {} })).body;
    const income = { ...bodies.income('Elm', 1, 'Rebuilt'), income_date: '2024-11-06', income_for_month: '2024-11' };
    const right = await summary(String((await post(a, '/admin/record_property_income', income)).headers.get('X-Log-Position')));
    // Tables gone wrong (a projector's bug, say), then an answer B keeps from them.
    await pool.query(sql.unsafe`UPDATE rm_ledger.month_totals SET gross_cents = gross_cents + 100000`);
    const wrong = await summary(String((await post(a, '/admin/add_llc', bodies.llc('Rebuilt LLC'))).headers.get('X-Log-Position')));
    expect(wrong.total_income).not.toBe(right.total_income);
    const started = await call(a, 'POST', '/admin/rebuild_reports', { body: { read_model: 'ledger' } });
    expect(started.status, started.body.message).toBe(202);
    const id = (started.body.rebuild as { id: string }).id;
    await expect
      .poll(async () => (await call(a, 'GET', '/admin/rebuild_reports')).body.rebuild, { timeout: 30_000, interval: 100 })
      .toMatchObject({ id, state: 'succeeded' });
    // B hears the swap announced, or finds it at its next read of the checkpoints (every 2 s). B may not have read
    // which tables were live before the swap (it started a second or two ago, beside the projections process): its
    // first sight of them counts as a change all the same (checkpoint-tracker.ts), or it would keep the answer for good.
    await expect.poll(async () => (await summary()).total_income, { timeout: 15_000, interval: 50 }).toBe(right.total_income);
  });
});

describe('sign-in, sessions and one-time secrets, through either process', () => {
  const password = 'investor-pass-1';
  const signIn = (server: MainProcess, username: string, secret: string, otp?: string) =>
    call(server, 'POST', '/auth/login', { as: null, body: { username, password: secret, ...(otp === undefined ? {} : { otp }) } });
  /** Adds an investor through A and registers its user through A with its one-time secret; answers the secret. */
  const registered = async (name: string, username: string) => {
    const secret = String((await post(a, '/admin/add_investor', bodies.investor(name))).body.secret);
    const answer = await call(a, 'POST', '/auth/register', { as: null, body: { username, password, secret } });
    expect(answer.status, answer.body.message).toBe(201);
    return secret;
  };
  const tokenOf = async (server: MainProcess, username: string, otp?: string) => {
    const answer = await signIn(server, username, password, otp);
    expect(answer.status, answer.body.message).toBe(200);
    return String(answer.body.access_token);
  };

  it('count failed sign-ins through A and B together against one limit', async () => {
    await registered('Tess', 'tess');
    // Every request comes from this machine's one address: five failures in all, then even the right password waits.
    const failures = await Promise.all(Array.from({ length: 5 }, (_, index) => signIn(either(index), 'tess', 'wrong-password')));
    expect(failures.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(a, 'tess', password)).status).toBe(429);
    expect((await signIn(b, 'tess', password)).status).toBe(429);
  });

  it('refuse through B a registration secret used through A', async () => {
    const secret = await registered('Rita', 'rita');
    const again = await call(b, 'POST', '/auth/register', { as: null, body: { username: 'rita-again', password, secret } });
    expect(again).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^This secret has already been used/) } });
  });

  it('end on B a token signed out through A', async () => {
    await registered('Otto', 'otto');
    const investor = await tokenOf(a, 'otto');
    // Checked, and so kept, by B before the sign-out.
    expect((await call(b, 'GET', '/auth/protected', { as: investor })).status).toBe(200);
    const signedOut = await call(a, 'POST', '/auth/logout', { as: investor });
    expect(signedOut.status).toBe(200);
    const position = { 'X-Min-Log-Position': signedOut.headers.get('X-Log-Position')! };
    const after = await call(b, 'GET', '/auth/protected', { as: investor, headers: position });
    expect(after).toMatchObject({ status: 401, body: { message: sessionEndedMessage } });
  });

  it('refuse through B a two-factor code used through A', async () => {
    await registered('Tom', 'tom');
    const investor = await tokenOf(a, 'tom');
    const enrolled = await call(a, 'POST', '/auth/totp/enroll', { as: investor, body: { current_password: password } });
    expect(enrolled.status, enrolled.body.message).toBe(200);
    const secret = String(enrolled.body.secret);
    // Turned on with the code of a step ago (one step of drift is allowed), so the current one is still unused.
    const confirm = { code: codeAt(secret, Date.now() - stepSeconds * 1000), current_password: password };
    expect((await call(a, 'POST', '/auth/totp/confirm', { as: investor, body: confirm })).status).toBe(200);
    const code = codeAt(secret, Date.now());
    const first = await signIn(a, 'tom', password, code);
    expect(first.status, first.body.message).toBe(200);
    const position = { 'X-Min-Log-Position': first.headers.get('X-Log-Position')! };
    const replayed = await call(b, 'POST', '/auth/login', { as: null, body: { username: 'tom', password, otp: code }, headers: position });
    expect(replayed.status).toBe(401);
  });
});

describe('an API process whose projections process is not running', () => {
  it('says on /healthz that it waits for it, and is ready once it runs', async () => {
    const projections = processes[0]!;
    await projections.stop();
    // Written while no projections process runs: the read models are behind the log.
    const store = createPostgresEventStore({ connectionString: database.url });
    await store.append('partner-Late', [{ id: randomUUID(), type: 'PartnerAdded', data: { partnerName: 'Late' } }], {
      expectedVersion: 'any',
      metadata: { actor: 'test', correlationId: randomUUID(), causationId: null },
    });
    await store.close();
    const c = await processOn(database.url, { PROJECTIONS: 'external' });
    processes.push(c);
    const health = async () => {
      const answer = await fetch(`${c.base}/healthz`).catch(() => null);
      return answer && `${answer.status} ${((await answer.json()) as { status: string }).status}`;
    };
    await expect.poll(health, { timeout: 30_000, interval: 200 }).toBe('503 waiting_for_projections');
    processes[0] = await processOn(database.url, {}, 'ledger-service/src/cli/projections.ts');
    await expect.poll(health, { timeout: 30_000, interval: 200 }).toBe('200 ok');
  }, 90_000);
});

describe('ten API processes starting at once on a new database', () => {
  it('make the administrator once, and each signs it in', async () => {
    const fresh = await createTestDatabase();
    const freshPool = await createDatabasePool(fresh.url);
    const ten = await Promise.all(Array.from({ length: 10 }, () => processOn(fresh.url)));
    try {
      await Promise.all(ten.map((server) => server.waitHealthy(90_000)));
      const events = await freshPool.any(sql.type(z.object({ type: z.string(), count: z.number() }))`
        SELECT type, count(*)::int AS count FROM event_store.events GROUP BY type ORDER BY type`);
      expect(events).toEqual([{ type: 'AdministratorAppointed', count: 1 }]);
      for (const server of [ten[0]!, ten[9]!]) {
        const signedIn = await fetch(`${server.base}/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(admin),
        });
        expect(signedIn.status).toBe(200);
      }
    } finally {
      await Promise.all(ten.map((server) => server.stop()));
      await freshPool.end();
      await fresh.drop();
    }
  }, 120_000);
});
