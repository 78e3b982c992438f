import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '@portal/contracts/api';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** Every route the app serves, as 'METHOD /path', read from the routers it mounted. */
const servedRoutes = (server: TestServer): string[] =>
  server.app.middleware
    .map((middleware) => (middleware as { router?: Router }).router)
    .filter((router): router is Router => router !== undefined)
    .flatMap((router) => router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`)))
    .sort();

describe('the contract and the routes are one list', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('every call in the contract has a route and every route a contract entry, once each', () => {
    const declared = apiCalls.map((call) => `${call.method} ${call.path}`).sort();
    expect(new Set(declared).size).toBe(declared.length);
    const served = servedRoutes(server);
    expect(declared.filter((route) => !served.includes(route))).toEqual([]);
    expect(served.filter((route) => !declared.includes(route))).toEqual([]);
  });
});
