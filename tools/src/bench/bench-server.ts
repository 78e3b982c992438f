import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import {
  createApp,
  createLogger,
  defaultWriteLimits,
  ensureAdministrator,
  fixedClock,
  openRuntime,
  type Runtime,
  type Services,
  startServices,
} from '@portal/ledger-service';
import { testMasterKey } from '@portal/ledger-service/testing';

export const benchAdmin = { username: 'bench-admin', password: 'bench-admin-password' } as const;

export interface BenchServer {
  readonly runtime: Runtime;
  readonly services: Services;
  /** Where the API listens (127.0.0.1). */
  readonly port: number;
  /** The bench administrator's token. */
  readonly token: string;
  /** Milliseconds from start until time travel had read the log in (docs/time-travel.md). */
  readonly readInMs: number;
  /** Resolves once no request is being handled, or after `timeoutMs` with the number still running. */
  idle(timeoutMs?: number): Promise<number>;
  /** A JSON call with the administrator's token: status and body. */
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

/**
 * The whole product's API (runtime, in-process projectors, time travel following the log, Koa app)
 * on a database, as `npm start` runs it (without the web app), and a token of its administrator. `prepare` runs on the services
 * before the app listens (the demo loads there); the read models then catch up before it answers.
 */
export const startBenchServer = async (
  databaseUrl: string,
  options: {
    today?: string;
    prepare?: (runtime: Runtime, services: Services) => Promise<void>;
    /** false: the read models are a projections process's, followed as PROJECTIONS=external follows them (docs/scale-out.md). */
    projectionsInProcess?: boolean;
  } = {},
): Promise<BenchServer> => {
  const runtime = await openRuntime({ databaseUrl, dataDir: '/nonexistent' });
  const services = await startServices(runtime, {
    masterKey: testMasterKey,
    projectionsInProcess: options.projectionsInProcess ?? true,
    ...(options.today === undefined ? {} : { clock: fixedClock(options.today) }),
    // The command loads are one administrator sending as fast as the server answers, far past the
    // 600 writes a minute of a real one: their writes are still counted (the cost measured), never refused.
    writeLimits: { ...defaultWriteLimits, admin: [{ max: 1_000_000_000, windowSeconds: 60 }] },
  });
  await ensureAdministrator(services, benchAdmin);
  await options.prepare?.(runtime, services);
  const head = await runtime.store.headPosition();
  if (head) while (!(await services.projections.waitFor(head, 10_000))) console.info('Read models are catching up with the log...');
  // As main.ts: reports at another time keep the ledger in memory, read in once the read models are
  // current and followed as the log grows.
  const readingIn = performance.now();
  const following = services.timeTravel.follow((error) => console.error('bench: following the log for time travel failed', error));
  const app = createApp({
    ...services,
    jwtSecret: 'bench-secret-bench-secret-bench',
    tokenTtl: '1h',
    brandTitle: 'Bench',
    partnerLabel: 'Partner',
    isReady: async () => true,
    // Every request logged as in production (its line made and written), but into /dev/null: a load of
    // a million requests would otherwise be a million lines on the console.
    logger: createLogger({ level: 'info', destination: pino.destination({ dest: '/dev/null', sync: true }) }),
  });
  // Requests still being handled, whether or not their client is still there (an open loop lets go
  // of the late ones): the next load waits for them, and the pool is not closed under them.
  let handling = 0;
  const handle = app.callback();
  const server = createServer((request, response) => {
    handling++;
    void handle(request, response).finally(() => handling--);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const idle = async (timeoutMs = 60_000) => {
    for (const until = performance.now() + timeoutMs; handling > 0 && performance.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return handling;
  };
  const port = (server.address() as AddressInfo).port;
  const send = async (method: 'GET' | 'POST', path: string, body: unknown, token: string | null) => {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  };
  const login = await send('POST', '/auth/login', benchAdmin, null);
  const token = (login.body as { access_token?: unknown }).access_token;
  if (login.status !== 200 || typeof token !== 'string') throw new Error(`bench: the administrator could not sign in (${login.status})`);
  // That first read of the log runs in the background; a report at another day waits for it, so
  // nothing is measured while it runs.
  await send('GET', '/admin/get_admin_summary?as_of=2000-01-01', undefined, token);
  const readInMs = performance.now() - readingIn;
  return {
    runtime,
    services,
    port,
    token,
    readInMs,
    idle,
    call: (method, path, body) => send(method, path, body, token),
    close: async () => {
      await idle();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await following.stop();
      await services.projections.stop();
      await runtime.close();
    },
  };
};
