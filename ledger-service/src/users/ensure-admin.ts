import { randomUUID } from 'node:crypto';
import type { CommandRunner } from '../shared/command-runner';
import { portalUsersDecider, portalUsersStream, storedUsername } from './decider';
import { hashPassword, verifyPassword } from './passwords';

/**
 * Makes sure the configured administrator exists and signs in with the configured password.
 * Records nothing when both already hold, so restarts do not grow the log.
 */
export const ensureAdministrator = async (runner: CommandRunner, admin: { username: string; password: string }) => {
  const { state } = await runner.load(portalUsersDecider, portalUsersStream);
  // ADMIN_USERNAME names a stored username under the rule of every name (`Admin` is `admin`).
  const username = storedUsername(state, admin.username) ?? admin.username;
  const existing = state.users.get(username);
  if (existing && existing.investorName === null) {
    const current = await currentHash(runner, username);
    if (current !== null && (await verifyPassword(current, admin.password))) return;
  }
  await runner.execute(
    portalUsersDecider,
    portalUsersStream,
    { type: 'AppointAdministrator', username: admin.username, passwordHash: await hashPassword(admin.password) },
    { actor: 'system', correlationId: randomUUID() },
  );
};

/** The administrator's latest password hash, from the portal-users stream itself (the read models may lag at start). */
const currentHash = async (runner: CommandRunner, username: string): Promise<string | null> => {
  const { state } = await runner.load(
    {
      initialState: (): string | null => null,
      evolve: (hash, event) =>
        (event.type === 'AdministratorAppointed' || event.type === 'PortalUserPasswordChanged') && event.data.username === username
          ? event.data.passwordHash
          : hash,
    },
    portalUsersStream,
  );
  return state;
};
