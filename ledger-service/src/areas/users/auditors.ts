import { secretDigest } from '@portal/projections';
import { portalUsersDecider } from './decider';
import { hashPassword } from './passwords';
import { userSubject, type PersonalData } from '../../shared/personal-data';
import { portalUsersStream } from '../../shared/streams';
import type { CommandRunner } from '../../shared/runner';

/**
 * Registers the auditor a secret named (`auditorSecret.find`) as a portal user (the register command
 * calls it; adding and removing auditors are commands too: areas/users/commands.ts). The username typed
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
