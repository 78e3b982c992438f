import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '@portal/contracts/api';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Every route the app serves, as 'METHOD /path', read from the routers it mounted. */
const servedRoutes = (server: TestServer): string[] =>
  server.app.middleware
    .map((middleware) => (middleware as { router?: Router }).router)
    .filter((router): router is Router => router !== undefined)
    .flatMap((router) => router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`)))
    .sort();

/** Routes still written by hand, while they move to the contract: each one that moves leaves this list. */
const notYetInContract: string[] = [
  'GET /admin/audit_log',
  'GET /admin/audit_log/options',
  'GET /admin/get_admin_helpers',
  'GET /admin/get_admin_summary',
  'GET /admin/get_llc_txns',
  'GET /admin/get_max_cash_withdrawal',
  'GET /admin/get_max_deposit_withdrawal',
  'GET /admin/get_max_investment_withdrawal',
  'GET /admin/get_property_details',
  'GET /admin/get_property_notes',
  'GET /admin/get_property_txns',
  'GET /admin/llc_taxes',
  'GET /admin/llc_taxes.csv',
  'GET /admin/property_taxes',
  'GET /admin/property_taxes.csv',
];

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
    expect(served.filter((route) => !declared.includes(route))).toEqual(notYetInContract);
  });
});
