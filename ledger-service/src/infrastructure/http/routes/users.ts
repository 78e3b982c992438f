import {
  forgotPassword,
  getAdminLevel,
  getAuditors,
  getLoginSummary,
  login as loginCall,
  resetPassword,
  whoAmI,
} from '@portal/contracts/api';
import type { PortalUserQueries, SignInAttempts } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../api-router';
import { signedInUser } from '../context';
import type { PersonalData } from '../../../shared/personal-data';
import type { Directory } from '../../../shared/personal-data/directory';
import type { WriteRates } from '../write-rate-limit';
import { deviceCookies } from '../../../areas/users/device-cookie';
import { login } from '../../../areas/sign-in/login';
import type { SignInThrottle } from '../../../areas/users/sign-in-throttle';
import type { PasswordResets } from '../../../areas/users/password-reset';
import type { CommandRunner } from '../../../shared/runner';

export interface UserRouteDeps {
  runner: CommandRunner;
  users: PortalUserQueries;
  /** Investors' names and usernames, opened (docs/personal-data.md). */
  people: Directory;
  /** Password hashes are sealed under each person's key (docs/personal-data.md). */
  personalData: PersonalData;
  /** Counts sign-in attempts (429 past the limits). */
  throttle: SignInThrottle;
  /** Where failed and throttled sign-ins are kept (never the event log). */
  signInAttempts: SignInAttempts;
  /** A successful sign-in is recorded: counted like a write, with limits of its own. */
  writeRates: Pick<WriteRates, 'countSignIn'>;
  jwtSecret: string;
  tokenTtl: string;
  /** Forgotten passwords: links mailed, and new passwords set with them. */
  passwordResets: Pick<PasswordResets, 'forgot' | 'reset'>;
  /** TRUST_PROXY: TLS ends in front of the server, so the device cookie is Secure. */
  trustProxy?: boolean;
  api: ApiRouterOptions;
}

/** Signing in, and what the portal users' pages read (their writes are commands: areas/users/commands.ts). */
export const userRoutes = (deps: UserRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  const devices = deviceCookies(deps.jwtSecret, { secure: deps.trustProxy ?? false });
  add(loginCall, ({ body }, ctx) => login(deps, { ...body, clientAddress: ctx.ip, device: devices(ctx.cookies) }, ctx.state.correlationId));

  // Answered the same for every username, throttled like sign-in (areas/users/password-reset.ts).
  add(forgotPassword, ({ body }, ctx) => deps.passwordResets.forgot({ username: body.username, clientAddress: ctx.ip }));
  add(resetPassword, ({ body }, ctx) =>
    deps.passwordResets.reset({ token: body.token, newPassword: body.new_password }, ctx.state.correlationId),
  );

  add(whoAmI, async (_, ctx) => ({ logged_in_as: (await deps.people.current()).userName(signedInUser(ctx).user_id) }));

  // Every signed-in user may ask: the navigation bar asks it for everyone.
  add(getAdminLevel, async (_, ctx) => {
    const user = signedInUser(ctx);
    return { admin_level: user.admin_level, role: user.role };
  });

  add(getLoginSummary, async () => {
    const people = await deps.people.current();
    return (await deps.users.loginSummary())
      .map(({ investor_id, login_count, last_login }) => ({ investor_name: people.investorName(investor_id), login_count, last_login }))
      .sort((a, b) => (a.investor_name < b.investor_name ? -1 : a.investor_name > b.investor_name ? 1 : 0));
  });

  add(getAuditors, () => deps.users.auditors());

  return router;
};
