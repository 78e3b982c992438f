import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

/**
 * The floor of any Koa JSON answer: a bare Koa app (no middleware) answering GET /trivial with a
 * small JSON object, measured by the same clients as the API.
 */
export const startTrivialApp = async (): Promise<{ port: number; close: () => Promise<void> }> => {
  const app = new Koa();
  app.use(async (ctx) => {
    if (ctx.path !== '/trivial') return;
    ctx.body = { status: 'ok' };
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
