import { nameKey } from '@portal/contracts';
import * as api from '@portal/contracts/api';
import type { PortalUserQueries, SignInAttempts } from '@portal/projections';
import { command } from '../../shared/commands';
import { notFound } from '../../shared/errors';
import type { PendingEnrolments } from '../two-factor/pending-enrolments';
import { portalUsersDecider } from '../users/decider';
import type { Directory } from '../../shared/personal-data/directory';
import { investorSubject, type PersonalData } from '../../shared/personal-data/personal-data';
import { portalUsersStream } from '../../shared/streams';
import type { CommandRunner } from '../../shared/runner';

export interface ErasureDeps {
  runner: CommandRunner;
  people: Directory;
  users: Pick<PortalUserQueries, 'byInvestor'>;
  signInAttempts: Pick<SignInAttempts, 'forgetUsernames'>;
  personalData: PersonalData;
  /** A two-factor set-up not confirmed yet holds a secret sealed under the person's key: erased too. */
  pendingEnrolments: Pick<PendingEnrolments, 'forget'>;
}

/**
 * Erasing an investor's personal data (docs/personal-data.md). The erasure is recorded first (with
 * the portal user's deletion, in one decision), then the key is destroyed: a crash between the two
 * leaves a recorded erasure whose retry destroys the key. Failed sign-ins typed as the investor's
 * username (kept 30 days outside the log) go too.
 */
export const forgetPersonalData = command(api.forgetPersonalData, async (deps: ErasureDeps, body, context) => {
  const people = await deps.people.current();
  const investor = people.investorNamed(body.investor_name);
  if (investor === undefined) throw notFound(`No investor named ${body.investor_name}.`);
  const user = await deps.users.byInvestor(investor.id);
  const usernames = user === null ? [] : [people.userName(user.user_id)];
  await deps.runner.execute(portalUsersDecider, portalUsersStream, { type: 'ForgetInvestor', investorId: investor.id }, context);
  await deps.personalData.forget(investorSubject(investor.id));
  await deps.pendingEnrolments.forget(investorSubject(investor.id));
  await deps.signInAttempts.forgetUsernames(usernames, nameKey);
  const pseudonym = (await deps.people.current()).investorName(investor.id);
  return {
    message: `The personal data of ${investor.name} has been erased: they are shown as ${pseudonym} from now on. Their figures are kept.`,
  };
});
