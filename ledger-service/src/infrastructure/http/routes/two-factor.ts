import { getTotpStatus } from '@portal/contracts/api';
import { apiRouter, type ApiRouterOptions } from '../api-router';
import { signedInUser } from '../context';
import { enabledFor, recoveryCodesLeft } from '../../../areas/two-factor/decider';
import { loadTwoFactor, type TwoFactorDeps } from '../../../areas/two-factor/second-factor';

export interface TwoFactorRouteDeps extends Pick<TwoFactorDeps, 'runner'> {
  api: ApiRouterOptions;
}

/** Whether the signed-in user's two-factor sign-in is on (its changes are commands: areas/two-factor/commands.ts). */
export const twoFactorRoutes = (deps: TwoFactorRouteDeps) => {
  const { router, add } = apiRouter(deps.api);
  add(getTotpStatus, async (_, ctx) => {
    const user = signedInUser(ctx);
    const state = await loadTwoFactor(deps, user.user_id);
    return {
      enabled: enabledFor(state, user.registration_id) !== null,
      recovery_codes_left: recoveryCodesLeft(state, user.registration_id),
    };
  });
  return router;
};
