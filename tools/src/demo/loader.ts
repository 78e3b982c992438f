import { randomBytes, randomUUID } from 'node:crypto';
import {
  appointAdministrator,
  dismissAdministrator,
  hashPassword,
  type Services,
  userScope,
  usernameStanding,
} from '@portal/ledger-service';

/**
 * Who the demo acts as: `demo-loader`, an administrator nobody can sign in as (its password is
 * random and forgotten), appointed only while the demo loads. The demo runs the commands directly
 * (the same functions, validation and rules as an admin's request); one fixed actor keeps the
 * Idempotency-Keys of every run in one scope, whichever admin the operator configures, and the
 * audit trail says the demo recorded them.
 */
export const loaderUsername = 'demo-loader';

export interface Loader {
  /** The actor of every command, and the scope of its keys (the loader's registration, as an HTTP caller's). */
  actor: string;
  scope: string;
  close: () => Promise<void>;
}

const ensureLoader = async (services: Services) => {
  const standing = await usernameStanding(services.runner, loaderUsername);
  if (standing.investorsUser) throw new Error(`The username ${loaderUsername} belongs to an investor; the demo needs it for itself.`);
  // Dismissed when the previous run finished: appointed again (same registration, so the same scope).
  if (!standing.activeAdministrator) {
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await appointAdministrator(services.runner, { username: loaderUsername, passwordHash }, { actor: 'demo', correlationId: randomUUID() });
  }
  const user = await services.users.byId(loaderUsername);
  if (!user) throw new Error(`The read model does not show ${loaderUsername} yet.`);
  return user;
};

/**
 * Once the load is done (or failed) the loader loses its admin rights (AdministratorDismissed), so
 * no administrator but the configured one remains; the next run appoints it again. `keepAdmin`
 * names the administrator the demo prints: never dismissed, should it be the loader itself.
 */
export const startLoader = async (services: Services, options: { keepAdmin?: string } = {}): Promise<Loader> => {
  const user = await ensureLoader(services);
  return {
    actor: loaderUsername,
    scope: userScope(user),
    close: async () => {
      if (options.keepAdmin === loaderUsername) return;
      await dismissAdministrator(services.runner, loaderUsername, { actor: 'demo', correlationId: randomUUID() });
    },
  };
};
