import { forgetPersonalData } from '@portal/contracts/api';
import type { NameQueries } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../http/api-router';
import { commandContext } from '../http/context';
import type { CommandRunner } from '../shared/command-runner';
import { notFound } from '../shared/errors';
import type { PendingEnrolments } from '../two-factor/pending-enrolments';
import { portalUsersDecider, portalUsersStream } from '../users/decider';
import { investorSubject, type PersonalData } from './personal-data';

export interface PersonalDataRouteDeps {
  runner: CommandRunner;
  names: Pick<NameQueries, 'resolve'>;
  personalData: PersonalData;
  /** A two-factor set-up not confirmed yet holds a secret sealed under the person's key: erased too. */
  pendingEnrolments: Pick<PendingEnrolments, 'forget'>;
  api: ApiRouterOptions;
}

/** Erasing an investor's personal data (docs/personal-data.md). Admin only. */
export const personalDataRoutes = (deps: PersonalDataRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  // The erasure is recorded first (with the portal user's deletion, in one decision), then the key
  // is destroyed: a crash between the two leaves a recorded erasure whose retry destroys the key.
  add(forgetPersonalData, async ({ body }, ctx) => {
    const investor = await deps.names.resolve('investor', body.investor_name);
    if (investor === null) throw notFound(`No investor named ${body.investor_name}.`);
    await deps.runner.execute(
      portalUsersDecider,
      portalUsersStream,
      { type: 'ForgetInvestor', investorName: investor.name },
      commandContext(ctx),
    );
    await deps.personalData.forget(investorSubject(investor.name));
    await deps.pendingEnrolments.forget(investorSubject(investor.name));
    return { message: `The personal data of ${investor.name} has been erased. Their figures are kept.` };
  });

  return router;
};
