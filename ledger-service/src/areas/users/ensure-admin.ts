import { randomUUID } from 'node:crypto';
import { isActiveAdministrator, portalUsersDecider, storedUsername } from './decider';
import { appointAdministrator, dismissOtherAdministrators } from './administrators';
import { hashPassword, verifyPassword } from './passwords';
import { userSubject, type PersonalData } from '../../shared/personal-data';
import type { Directory } from '../../shared/personal-data/directory';
import type { NameLock } from '../../shared/personal-data/name-lock';
import { conflict } from '../../shared/errors';
import { portalUsersStream } from '../../shared/streams';
import type { CommandRunner } from '../../shared/runner';

/**
 * Makes sure the configured administrator exists and signs in with the configured password, and
 * that it is the only administrator: any other (an earlier ADMIN_USERNAME, a demo's loader) is
 * dismissed (AdministratorDismissed), which ends its tokens and its sign-ins. A new password is a
 * PortalUserPasswordChanged, which ends the administrator's earlier tokens. Records nothing when all
 * this already holds, so restarts do not grow the log.
 */
export const ensureAdministrator = async (
  deps: { runner: CommandRunner; personalData: PersonalData; people: Directory; nameLock: NameLock },
  admin: { username: string; password: string },
) =>
  // Under the name lock: an investor's user (whose username the log holds sealed) may have the name.
  deps.nameLock.exclusively(async () => {
    const taken = (await deps.people.current()).userNamed(admin.username);
    if (taken !== undefined && taken.investorId !== null) {
      throw conflict(`The administrator name ${admin.username} is already an investor's portal user.`);
    }
    await appointConfiguredAdministrator(deps, admin);
  });

const appointConfiguredAdministrator = async (
  { runner, personalData }: { runner: CommandRunner; personalData: PersonalData },
  admin: { username: string; password: string },
) => {
  const context = () => ({ actor: 'system', correlationId: randomUUID() });
  const { state } = await runner.load(portalUsersDecider, portalUsersStream);
  // ADMIN_USERNAME names a stored username under the rule of every name (`Admin` is `admin`).
  const username = storedUsername(state, admin.username) ?? admin.username;
  const current = isActiveAdministrator(state, username) ? await currentHash(runner, username) : null;
  if (current === null || !(await verifyPassword(await personalData.reveal(current), admin.password))) {
    const passwordHash = await personalData.protect(userSubject(username), await hashPassword(admin.password));
    await appointAdministrator(runner, { username, passwordHash }, context());
  }
  await dismissOtherAdministrators(runner, username, context());
};

/** The administrator's latest password hash, from the portal-users stream itself (the read models may lag at start). */
const currentHash = async (runner: CommandRunner, username: string): Promise<string | null> => {
  const { state } = await runner.load(
    {
      initialState: (): string | null => null,
      evolve: (hash, event) =>
        (event.type === 'AdministratorAppointed' && event.data.username === username) ||
        (event.type === 'PortalUserPasswordChanged' && event.data.userId === username)
          ? event.data.passwordHash
          : hash,
    },
    portalUsersStream,
  );
  return state;
};
