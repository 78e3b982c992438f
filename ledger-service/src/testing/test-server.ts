import type { AddressInfo } from 'node:net';
import { request, type Server } from 'node:http';
import { sql } from 'slonik';
import { z } from 'zod';
import { createTestDatabase } from '@portal/projections/testing';
import { createApp } from '../infrastructure/http/app';
import { startHttpServer, type ServerLimits } from '../infrastructure/http/server';
import { openRuntime, startServices, type Runtime, type Services } from '../runtime';
import { fixedClock, type Clock } from '../shared/clock';
import { ensureAdministrator } from '../areas/users/ensure-admin';
import { masterKeyFrom } from '../shared/personal-data/envelope';
import type { SignInThrottleOptions } from '../areas/users/sign-in-throttle';
import type { WriteLimits } from '../infrastructure/http/write-rate-limit';
import type { SignInAttemptsOptions } from '@portal/projections';
import { createLogger, type Logger } from '../shared/logger';
import type { MailSettings } from '../areas/notices/mail';

/** The master key of every test server (DATA_KEY). */
export const testMasterKey = masterKeyFrom('test-data-key-test-data-key-test-data-key');

/** The firm's bank as the tests' bank files name it. */
export const testAchSettings = {
  odfiRouting: '021000021',
  companyName: 'Test Capital',
  companyId: '1234567890',
  destinationName: 'Test Bank',
  originName: 'Test Capital LLC',
} as const;

export const testAdmin = { username: 'admin', password: 'admin-password-1' } as const;

export interface ApiAnswer {
  status: number;
  /** The JSON answer ({} for an empty or non-JSON one, such as a CSV download). */
  body: Record<string, unknown> & { message?: string };
  /** The answer as sent. */
  text: string;
  headers: Headers;
}

const answerOf = (status: number, text: string, headers: Headers): ApiAnswer => ({
  status,
  body: text && (headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as ApiAnswer['body']) : {},
  text,
  headers,
});

export type CallOptions = {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** The local (client) address to call from, another loopback address such as 127.0.0.2. */
  from?: string;
};

/** One HTTP call from a chosen local address (fetch cannot bind one without another dependency). */
const callFrom = (url: string, from: string, method: string, headers: Record<string, string>, body: string | undefined) =>
  new Promise<{ status: number; text: string; headers: Headers }>((resolve, reject) => {
    const outgoing = request(url, { method, headers, localAddress: from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answerHeaders.append(name, one);
        }
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: answerHeaders });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });

/**
 * The whole API on a fresh database, listening on a free port, with the admin of testAdmin; `today`
 * fixes the clock, `webRoot` serves a built web app, `trustProxy` is TRUST_PROXY.
 * Tests call it over HTTP like the web app does.
 */
export const startTestServer = async (
  options: {
    today?: string;
    /** Instead of `today`: a clock the test moves. */
    clock?: Clock;
    webRoot?: string;
    trustProxy?: boolean;
    /** TRUST_PROXY_HOPS. */
    trustProxyHops?: number;
    /** REQUIRE_ADMIN_TOTP. */
    requireAdminTotp?: boolean;
    /** The moment two-factor codes are checked at (ms); the system clock otherwise. */
    totpNow?: () => number;
    throttle?: SignInThrottleOptions;
    signInAttempts?: SignInAttemptsOptions;
    /** The writes per user and role (infrastructure/http/write-rate-limit.ts): production's unless a test shortens them. */
    writeLimits?: WriteLimits;
    /** The server's limits (infrastructure/http/server.ts) where a test shortens them: production's otherwise. */
    limits?: Partial<ServerLimits>;
    /** How often client faults may be summed up in the log (a minute). */
    summaryIntervalMs?: number;
    /** The server's logger (testing/captured-log.ts captures one); else warnings and errors only, on standard output. */
    logger?: Logger;
    /**
     * Another API process on the database of `beside` (left to it to drop), with PROJECTIONS=external:
     * it follows the read models `beside` projects.
     */
    beside?: { runtime: Runtime };
    /** How long a request sending X-Min-Log-Position waits at most (infrastructure/http/read-your-writes.ts): production's unless shortened. */
    readYourWritesWaitMs?: number;
    /** The mail settings (testing/mail-server.ts runs a mail server to point them at); no mail is sent without. */
    mail?: Partial<MailSettings>;
  } = {},
) => {
  const database = options.beside ? { url: options.beside.runtime.databaseUrl, drop: async () => {} } : await createTestDatabase();
  const runtime: Runtime = await openRuntime({ databaseUrl: database.url, dataDir: '/nonexistent' });
  const services: Services = await startServices(runtime, {
    projectionsInProcess: !options.beside,
    masterKey: testMasterKey,
    ...(options.clock ? { clock: options.clock } : options.today ? { clock: fixedClock(options.today) } : {}),
    throttle: options.throttle,
    signInAttempts: options.signInAttempts,
    writeLimits: options.writeLimits,
    mail: { smtp: undefined, brandTitle: 'Test Portal', publicUrl: 'http://portal.test', adminEmail: undefined, ...options.mail },
    ach: testAchSettings,
  });
  await ensureAdministrator(services, testAdmin);
  const logger = options.logger ?? createLogger({ level: 'warn' });
  const app = createApp({
    ...services,
    jwtSecret: 'test-secret-test-secret-test-secret',
    tokenTtl: '1h',
    brandTitle: 'Test Portal',
    partnerLabel: 'Partner',
    isReady: async () => true,
    webRoot: options.webRoot,
    trustProxy: options.trustProxy,
    trustProxyHops: options.trustProxyHops,
    requireAdminTotp: options.requireAdminTotp,
    totpNow: options.totpNow,
    checkAnswers: true,
    logger,
    readYourWritesWaitMs: options.readYourWritesWaitMs,
  });
  const server: Server = await startHttpServer(app, {
    port: 0,
    host: '127.0.0.1',
    limits: options.limits,
    summaryIntervalMs: options.summaryIntervalMs,
    logger,
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<ApiAnswer> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined = opts.rawBody;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    } else if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    if (opts.from !== undefined) {
      const answer = await callFrom(base + path, opts.from, method, headers, body);
      return answerOf(answer.status, answer.text, answer.headers);
    }
    const response = await fetch(base + path, { method, headers, body });
    return answerOf(response.status, await response.text(), response.headers);
  };

  /** A GET that must answer 200: its body (anything else throws, naming the path and the message). */
  const read = async (path: string, token: string): Promise<ApiAnswer['body']> => {
    const answer = await call('GET', path, { token });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body.message}`);
    return answer.body;
  };

  const loginAs = async (username: string, password: string): Promise<string> => {
    const answer = await call('POST', '/auth/login', { body: { username, password } });
    if (answer.status !== 200) throw new Error(`login of ${username} failed: ${answer.status} ${answer.body.message}`);
    return answer.body.access_token as string;
  };

  /** Adds an investor and registers its portal user; returns the investor's token. */
  const addInvestorUser = async (adminToken: string, investorName: string, username: string, password = 'investor-pass-1') => {
    const added = await call('POST', '/admin/add_investor', {
      token: adminToken,
      body: { name: investorName, email: `${username}@example.com`, phone: '555-0100', address: '1 Main St', fee_percentage: 0.1 },
    });
    if (added.status !== 201) throw new Error(`add_investor failed: ${added.status} ${added.body.message}`);
    const registered = await call('POST', '/auth/register', { body: { username, password, secret: added.body.secret } });
    if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.body.message}`);
    return loginAs(username, password);
  };

  /** Number of events in the log: proves that refused calls record nothing. */
  const eventCount = async (): Promise<number> =>
    Number(await runtime.pool.oneFirst(sql.type(z.object({ count: z.bigint() }))`SELECT count(*) AS count FROM event_store.events`));

  /**
   * Waits until the projectors have applied every event committed so far. Not `store.headPosition()`:
   * that is the newest event a reader may see now, which lags behind while any transaction on the
   * server (another test's database included) is open, so waiting for it can return too early.
   */
  const caughtUp = async (timeoutMs = 60_000) => {
    const tail = await runtime.pool.maybeOne(
      sql.type(z.object({ commit: z.string(), prepare: z.string() }))`
        SELECT transaction_id::text AS commit, position::text AS prepare FROM event_store.events
        ORDER BY transaction_id DESC, position DESC LIMIT 1`,
    );
    if (tail === null) return;
    const position = { commit: BigInt(tail.commit), prepare: BigInt(tail.prepare) };
    if (!(await services.projections.waitFor(position, timeoutMs)))
      throw new Error(`The projectors did not catch up within ${timeoutMs} ms`);
  };

  return {
    base,
    app,
    call,
    read,
    loginAs,
    addInvestorUser,
    eventCount,
    caughtUp,
    runtime,
    services,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      // A rebuild started through the API runs on after its answer: let it finish on a live database.
      await services.rebuilds.idle();
      await services.passwordResets.idle();
      await services.noticeSender.stop();
      await services.statements.stop();
      await services.projections.stop();
      await runtime.close();
      await database.drop();
    },
  };
};

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
