import { randomUUID } from 'node:crypto';
import { investorSubject, type PersonalData } from '../../shared/personal-data';
import type { Directory } from '../../shared/personal-data/directory';
import type { NameLock } from '../../shared/personal-data/name-lock';
import { conflict } from '../../shared/errors';
import { portalUsersDecider, usernameTakenMessage } from './decider';
import { hashPassword } from './passwords';
import { portalUsersStream } from '../../shared/streams';
import type { CommandRunner } from '../../shared/runner';

export interface RegistrationDeps {
  runner: CommandRunner;
  personalData: PersonalData;
  people: Directory;
  nameLock: NameLock;
}

/**
 * Registers an investor's portal user (the secret was checked by the caller; `secretDigest` is its
 * digest, which the decider compares with the investor's current one). The username and the password
 * hash are sealed under the investor's key (refused once their personal data is erased); the user is
 * named by a new id everywhere else (docs/personal-data.md). The username is checked against every
 * one taken, sealed ones included, under the name lock.
 */
export const registerInvestorUser = async (
  deps: RegistrationDeps,
  input: { investorId: string; username: string; password: string; secretDigest: string },
  correlationId: string,
): Promise<void> => {
  const seal = (value: string) => deps.personalData.protect(investorSubject(input.investorId), value);
  const passwordHash = await seal(await hashPassword(input.password));
  const sealedUsername = await seal(input.username);
  const userId = randomUUID();
  const { investorId, username, secretDigest } = input;
  await deps.nameLock.exclusively(async () => {
    if ((await deps.people.current()).userNamed(username) !== undefined) throw conflict(usernameTakenMessage);
    await deps.runner.execute(
      portalUsersDecider,
      portalUsersStream,
      { type: 'RegisterPortalUser', userId, username, sealedUsername, passwordHash, investorId, secretDigest },
      { actor: userId, correlationId },
    );
  });
};
