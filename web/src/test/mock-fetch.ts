import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Headers of the answer besides its Content-Type. */
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

/**
 * Replaces global fetch. Keys are "METHOD /path" (query string ignored); unknown calls answer
 * 404 with a JSON message, like the server.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(request) : (handler ?? { status: 404, body: { message: 'Not found' } });
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json', ...reply.headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
