import { addAuditor, getAuditors, removeAuditor } from '@portal/contracts/api';
import type { PortalUserQueries } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../http/api-router';
import { commandContext } from '../http/context';
import type { CommandRunner } from '../shared/command-runner';
import { auditorSecret } from './auditor-secret';
import { portalUsersDecider, portalUsersStream } from './decider';
import { hashPassword } from './passwords';
import { userSubject, type PersonalData } from '../personal-data';
import type { Directory } from '../personal-data/directory';
import type { NameLock } from '../personal-data/name-lock';
import { conflict } from '../shared/errors';
import { secretDigest } from '@portal/projections';

/**
 * Auditors (docs/security.md, Roles): an administrator adds one by username and hands on the
 * secret; the auditor registers with it at /register under that username (the register route calls
 * `registerAuditor`). Both are events of the `portal-users` stream, so a username is unique among
 * investors' users, administrators and auditors alike.
 */
export interface AuditorRouteDeps {
  runner: CommandRunner;
  personalData: PersonalData;
  users: Pick<PortalUserQueries, 'auditors'>;
  /** Usernames of investors' users are sealed in the log: the directory compares them (under the name lock). */
  people: Directory;
  nameLock: NameLock;
  api: ApiRouterOptions;
}

export const auditorRoutes = (deps: AuditorRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  add(addAuditor, async ({ body }, ctx) => {
    const { secret, ...sealed } = await auditorSecret.issue(deps.personalData, body.username);
    const [added] = await deps.nameLock.exclusively(async () => {
      const taken = (await deps.people.current()).userNamed(body.username);
      if (taken !== undefined && taken.investorId !== null)
        throw conflict(`The username ${taken.username} is taken. Please choose another.`);
      return deps.runner.execute(
        portalUsersDecider,
        portalUsersStream,
        { type: 'AddAuditor', username: body.username, ...sealed },
        commandContext(ctx),
      );
    });
    // The recorded secret: on a retried request that was recorded already, the first attempt's one.
    return { secret: added?.type === 'AuditorAdded' ? await deps.personalData.reveal(added.data.registrationSecret) : secret };
  });

  add(removeAuditor, async ({ body }, ctx) => {
    const [removed] = await deps.runner.execute(
      portalUsersDecider,
      portalUsersStream,
      { type: 'RemoveAuditor', username: body.username },
      commandContext(ctx),
    );
    const username = removed?.type === 'AuditorRemoved' ? removed.data.username : body.username;
    return { message: `Auditor ${username} removed: they can no longer sign in.` };
  });

  add(getAuditors, () => deps.users.auditors());

  return router;
};

/**
 * Registers the auditor a secret named (`auditorSecret.find`) as a portal user. The username typed
 * must be the auditor's (in any spelling of it, contracts/src/names.ts); 400 otherwise.
 */
export const registerAuditor = async (
  { runner, personalData }: { runner: CommandRunner; personalData: PersonalData },
  auditor: string,
  input: { username: string; password: string; secret: string },
  correlationId: string,
): Promise<void> => {
  const passwordHash = await personalData.protect(userSubject(auditor), await hashPassword(input.password));
  await runner.execute(
    portalUsersDecider,
    portalUsersStream,
    { type: 'RegisterAuditor', auditor, username: input.username, passwordHash, secretDigest: secretDigest(input.secret) },
    { actor: auditor, correlationId },
  );
};
