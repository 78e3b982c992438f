import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

/**
 * The floor of any Koa JSON answer: a bare Koa app (no middleware) answering GET /trivial with a
 * small JSON object, measured by the same clients as the API; and GET /bytes/<n>, a JSON answer of n
 * bytes made once: the floor of sending an answer that large.
 */
export const startTrivialApp = async (): Promise<{ port: number; close: () => Promise<void> }> => {
  const app = new Koa();
  // An open loop lets go of late answers; Koa would print each EPIPE's stack. The loads count them.
  app.silent = true;
  const answers = new Map<number, Buffer>();
  app.use(async (ctx) => {
    if (ctx.path === '/trivial') ctx.body = { status: 'ok' };
    const size = /^\/bytes\/(\d{1,9})$/.exec(ctx.path)?.[1];
    if (size === undefined) return;
    const bytes = Number(size);
    let answer = answers.get(bytes);
    if (!answer) answers.set(bytes, (answer = Buffer.from(JSON.stringify({ rows: 'x'.repeat(Math.max(0, bytes - 11)) }))));
    ctx.body = answer;
    ctx.type = 'application/json';
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
