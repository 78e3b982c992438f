import type { Middleware } from 'koa';
import { changePassword, confirmTotp, enrollTotp, getAdminLevel, getTotpStatus, logout, whoAmI, type ApiCall } from '@portal/contracts/api';
import type { AppState } from './context';
import { AppError } from '../../shared/errors';

/** What an administrator may still do before turning two-factor sign-in on: set it up, and little else. */
const beforeEnrolment: readonly ApiCall[] = [getTotpStatus, enrollTotp, confirmTotp, getAdminLevel, whoAmI, logout, changePassword];

export const enrolmentRequiredMessage = 'Turn on two-factor sign-in first: administrators need it here.';

/**
 * REQUIRE_ADMIN_TOTP (docs/two-factor.md): a signed-in administrator without two-factor sign-in gets
 * 403 `{message, totp_enrollment_required: true}` from every call but those that set it up, so the
 * web app takes them to the set-up screen. Runs after the token check, on every signed-in call.
 */
export const adminEnrolmentGate =
  (required: boolean): Middleware<AppState> =>
  async (ctx, next) => {
    const user = ctx.state.portalUser;
    if (required && user && user.admin_level >= 1 && !user.totp_enabled) {
      const allowed = beforeEnrolment.some((call) => call.method === ctx.method && call.path === ctx.path);
      if (!allowed) throw new AppError('forbidden', enrolmentRequiredMessage, {}, { totp_enrollment_required: true });
    }
    await next();
  };
