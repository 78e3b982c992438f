import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../http/app';
import type { Services } from '../runtime';
import { isActiveAdministrator, portalUsersDecider, portalUsersStream } from '../users/decider';
import { hashPassword } from '../users/passwords';
import { signToken } from '../users/tokens';

/**
 * The API itself, in this process, on a free local port: the demo sends every call through it, so
 * each record passes the same validation, rules and command handlers as an admin's request.
 *
 * It signs its calls as `demo-loader`, an administrator nobody can sign in as (its password is
 * random and forgotten), and only while the demo loads. One fixed caller keeps the Idempotency-Keys of every run in one scope,
 * whichever admin the operator configures, and the audit trail says the demo recorded them.
 */
export const loaderUsername = 'demo-loader';

export interface LoaderApp {
  base: string;
  token: string;
  close: () => Promise<void>;
}

const ensureLoader = async (services: Services) => {
  const { state } = await services.runner.load(portalUsersDecider, portalUsersStream);
  const existing = state.users.get(loaderUsername);
  if (existing && existing.investorName !== null)
    throw new Error(`The username ${loaderUsername} belongs to an investor; the demo needs it for itself.`);
  // Dismissed when the previous run finished: appointed again (same registration, so the same scope).
  if (!isActiveAdministrator(state, loaderUsername)) {
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await services.runner.execute(
      portalUsersDecider,
      portalUsersStream,
      { type: 'AppointAdministrator', username: loaderUsername, passwordHash },
      { actor: 'demo', correlationId: randomUUID() },
    );
  }
  const user = await services.users.byUsername(loaderUsername);
  if (!user) throw new Error(`The read model does not show ${loaderUsername} yet.`);
  return user;
};

/**
 * Once the load is done (or failed) the loader loses its admin rights (AdministratorDismissed), so
 * no administrator but the configured one remains; the next run appoints it again. `keepAdmin`
 * names the administrator the demo prints: never dismissed, should it be the loader itself.
 */
export const startLoaderApp = async (
  services: Services,
  options: { partnerLabel?: string; keepAdmin?: string } = {},
): Promise<LoaderApp> => {
  const user = await ensureLoader(services);
  // Tokens of this private app only: its secret lives as long as this process.
  const jwtSecret = randomBytes(48).toString('base64url');
  const app = createApp({
    ...services,
    jwtSecret,
    tokenTtl: '4h',
    brandTitle: 'Demo loader',
    partnerLabel: options.partnerLabel ?? 'Partner',
    isReady: async () => true,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  // Keep-alive connections would hold close() until they time out.
  server.keepAliveTimeout = 1_000;
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token: signToken(user, jwtSecret, '4h'),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (options.keepAdmin === loaderUsername) return;
      await services.runner.execute(
        portalUsersDecider,
        portalUsersStream,
        { type: 'DismissAdministrator', username: loaderUsername },
        { actor: 'demo', correlationId: randomUUID() },
      );
    },
  };
};
