import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '@portal/contracts/api';
import { buildOpenApiDocument, inputKeys } from '@portal/contracts/openapi';
import { startTestServer, type TestServer } from '../../testing/test-server';

/**
 * GET /api/openapi.json describes every route the server mounts, read from its routers (not from
 * the contract), each with its query, body, answer and errors. That the document is valid OpenAPI 3.1
 * and what each operation says is checked in contracts/src/api/openapi/document.test.ts.
 */

interface Operation {
  parameters?: { name?: string; in?: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; $ref?: string }>;
}
interface Served {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
}

/** Every route the app serves, as [METHOD, path in OpenAPI's form], read from the routers it mounted. */
const servedRoutes = (server: TestServer): [string, string][] =>
  server.app.middleware
    .map((middleware) => (middleware as { router?: Router }).router)
    .filter((router): router is Router => router !== undefined)
    .flatMap((router) =>
      router.stack.flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method): [string, string] => [method, String(layer.path).replace(/:(\w+)/g, '{$1}')]),
      ),
    );

let server: TestServer;
let served: Served;
beforeAll(async () => {
  server = await startTestServer();
  const answer = await server.call('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  served = JSON.parse(answer.text) as Served;
});
afterAll(() => server?.stop());

describe('GET /api/openapi.json', () => {
  it('is the document the contract describes, which contracts/src/api/openapi/document.test.ts validates as OpenAPI 3.1', () => {
    expect(served.openapi).toBe('3.1.0');
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('lists every route the server mounts, and only those', () => {
    const routes = servedRoutes(server).map(([method, path]) => `${method} ${path}`);
    expect(routes.length).toBeGreaterThan(60);
    const documented = Object.entries(served.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('gives every mounted route its query, its body, its answer and its errors', () => {
    for (const [method, path] of servedRoutes(server)) {
      const name = `${method} ${path}`;
      const operation = served.paths[path]?.[method.toLowerCase()];
      const call = apiCalls.find((one) => one.method === method && one.path === path);
      expect(operation, name).toBeDefined();
      expect(call, name).toBeDefined();
      const query = (operation!.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      expect(query.sort(), name).toEqual(inputKeys(call!.query).sort());
      const body = operation!.requestBody?.content?.['application/json']?.schema?.properties;
      expect(Object.keys(body ?? {}).sort(), name).toEqual(inputKeys(call!.body).sort());
      const success = operation!.responses?.[String(call!.status ?? 200)];
      expect(success?.content?.[call!.produces ?? 'application/json']?.schema, name).toBeDefined();
      if (call!.access !== 'public') expect(operation!.responses?.['401']?.$ref, name).toBe('#/components/responses/Unauthorized');
    }
  });

  it('is built once and revalidated by its ETag: no-cache, then 304 while it is the same document', async () => {
    const first = await server.call('GET', '/api/openapi.json');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('etag')).toBe(`"${served.info.version}"`);
    // From a plain HTTP client: fetch adds `Cache-Control: no-cache` to a conditional request, which asks for the whole answer.
    const revalidate = (etag: string) => server.call('GET', '/api/openapi.json', { from: '127.0.0.1', headers: { 'If-None-Match': etag } });
    const again = await revalidate(first.headers.get('etag')!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await revalidate('"another"');
    expect(other.status).toBe(200);
    expect(JSON.parse(other.text)).toEqual(served);
  });

  it('needs no token: it describes the calls, never any data', async () => {
    const answer = await server.call('GET', '/api/openapi.json', { headers: { Authorization: 'Bearer not-a-token' } });
    expect(answer.status).toBe(200);
  });
});
