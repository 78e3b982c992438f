import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger';
import { startHttpServer, stopHttpServer, stoppingMessage } from './server';

/**
 * A server whose every request waits until `release` is called, then answers 200 `{"done":true}`;
 * on /stream it sends the answer's head and first bytes at once, the rest then.
 */
const slowServer = async () => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  const app = new Koa();
  app.use(async (ctx) => {
    started += 1;
    if (ctx.path === '/stream') {
      const body = new PassThrough();
      body.write('{"done":');
      void released.then(() => body.end('true}'));
      ctx.type = 'json';
      ctx.body = body;
      return;
    }
    await released;
    ctx.body = { done: true };
  });
  const server = await startHttpServer(app, { port: 0, host: '127.0.0.1', logger: createLogger({ level: 'silent' }) });
  return { server, release, started: () => started, port: (server.address() as AddressInfo).port };
};

/** A raw connection that has sent `text`, what it received so far, and everything it receives until it closes. */
const rawConnection = async (port: number, text: string) => {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  const closed = once(socket, 'close').then(() => received);
  socket.write(text);
  return { socket, received: () => received, closed };
};

let servers: Server[] = [];
afterEach(() => {
  for (const server of servers) server.closeAllConnections();
  servers = [];
});

describe('stopHttpServer', () => {
  it('lets a request in hand finish and closes its connection after it, taking no new request', async () => {
    const { server, release, started, port } = await slowServer();
    servers.push(server);
    const inHand = fetch(`http://127.0.0.1:${port}/slow`);
    await expect.poll(started).toBe(1);
    const stopped = stopHttpServer(server, { graceMs: 5_000 });
    await expect.poll(() => server.listening).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/new`)).rejects.toThrow();

    release();
    const answer = await inHand;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Connection')).toBe('close');
    expect(await answer.json()).toEqual({ done: true });
    expect(await stopped).toBe(0);
    expect(started()).toBe(1);
  });

  it('refuses with 503, running none of the app, a request sent after the stop on a connection still answering', async () => {
    const { server, release, started, port } = await slowServer();
    servers.push(server);
    // Its answer already begun, so it cannot be told to close: the client may send another on it.
    const connection = await rawConnection(port, 'GET /stream HTTP/1.1\r\nHost: portal\r\n\r\n');
    await expect.poll(connection.received).toMatch(/\{"done":/);
    const stopped = stopHttpServer(server, { graceMs: 5_000 });
    connection.socket.write('POST /late HTTP/1.1\r\nHost: portal\r\nContent-Length: 2\r\n\r\n{}');
    release();
    const [first, refused] = (await connection.closed).split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1.1 200 [^]*\{"done":[^]*true\}/);
    expect(refused).toMatch(/^HTTP\/1.1 503 /);
    expect(refused).toMatch(/\r\nRetry-After: 1\r\n/i);
    expect(refused).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(refused!.slice(refused!.indexOf('\r\n\r\n') + 4))).toEqual({ message: stoppingMessage });
    expect(started()).toBe(1);
    expect(await stopped).toBe(0);
  });

  it('cuts a request still in hand after the grace, and says so', async () => {
    const { server, started, port } = await slowServer();
    servers.push(server);
    const inHand = fetch(`http://127.0.0.1:${port}/slow`).then(
      async (answer) => `answered ${await answer.text()}`,
      () => 'cut',
    );
    await expect.poll(started).toBe(1);
    expect(await stopHttpServer(server, { graceMs: 100 })).toBe(1);
    expect(await inHand).toBe('cut');
  });
});
