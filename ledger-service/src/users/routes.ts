import { deletePortalUser, getAdminLevel, getLoginSummary, login as loginCall, register, whoAmI } from '@portal/contracts/api';
import { secretDigest, type InvestorQueries, type PortalUserQueries, type SignInAttempts } from '@portal/projections';
import { apiRouter, type ApiRouterOptions } from '../http/api-router';
import { commandContext, signedInUser } from '../http/context';
import { badRequest, notFound } from '../shared/errors';
import type { CommandRunner } from '../shared/command-runner';
import { portalUsersDecider, portalUsersStream, spentSecretMessage } from './decider';
import { investorSubject, type PersonalData } from '../personal-data';
import type { Directory } from '../personal-data/directory';
import type { NameLock } from '../personal-data/name-lock';
import type { WriteRates } from '../http/write-rate-limit';
import { newRegistrationSecret } from '../personal-data/registration-secrets';
import { auditorSecret } from './auditor-secret';
import { registerAuditor } from './auditors';
import { throttleAddress } from './client-address';
import { deviceCookies } from './device-cookie';
import { login, tooManyAttempts } from './login';
import { registerInvestorUser } from './register';
import type { SignInThrottle, Slot } from './sign-in-throttle';

export interface UserRouteDeps {
  runner: CommandRunner;
  users: PortalUserQueries;
  investors: InvestorQueries;
  /** Investors' names and usernames, opened (docs/personal-data.md). */
  people: Directory;
  /** Held while a new username is checked and taken. */
  nameLock: NameLock;
  /** Passwords and secrets are sealed under each person's key (docs/personal-data.md). */
  personalData: PersonalData;
  /** Counts sign-in and registration attempts (429 past the limits). */
  throttle: SignInThrottle;
  /** Where failed and throttled sign-ins are kept (never the event log). */
  signInAttempts: SignInAttempts;
  /** A successful sign-in is recorded: counted like a write, with limits of its own. */
  writeRates: Pick<WriteRates, 'countSignIn'>;
  jwtSecret: string;
  tokenTtl: string;
  /** TRUST_PROXY: TLS ends in front of the server, so the device cookie is Secure. */
  trustProxy?: boolean;
  api: ApiRouterOptions;
}

export const userRoutes = (deps: UserRouteDeps) => {
  const { router, add } = apiRouter(deps.api);

  const devices = deviceCookies(deps.jwtSecret, { secure: deps.trustProxy ?? false });
  add(loginCall, ({ body }, ctx) => login(deps, { ...body, clientAddress: ctx.ip, device: devices(ctx.cookies) }, ctx.state.correlationId));

  // Throttled per client address: every attempt, and wrong secrets apart (a slot is taken before the
  // secret is looked up and given back when it matches). A failure records nothing.
  add(register, async ({ body: input }, ctx) => {
    const address = throttleAddress(ctx.ip);
    const secretSlot: Slot = { bucket: 'registerSecret', key: address };
    const reservation = await deps.throttle.reserve([{ bucket: 'registerAddress', key: address }, secretSlot]);
    if (!reservation.ok) throw tooManyAttempts(reservation, 'registration attempts');
    // An auditor's secret registers that auditor (users/auditors.ts).
    const auditor = await auditorSecret.find(deps.users, input.secret);
    if (auditor !== null) {
      await deps.throttle.release([secretSlot]);
      await registerAuditor(deps, auditor, input, ctx.state.correlationId);
      return { message: 'Registration complete. You can sign in now.' };
    }
    const found = await deps.investors.investorBySecret(input.secret);
    if (found === null) throw badRequest('The secret does not match any investor. Check it with your administrator.');
    await deps.throttle.release([secretSlot]);
    if (found.spent) throw badRequest(spentSecretMessage);
    const registration = { investorId: found.investor_id, username: input.username, password: input.password };
    await registerInvestorUser(deps, { ...registration, secretDigest: secretDigest(input.secret) }, ctx.state.correlationId);
    return { message: 'Registration complete. You can sign in now.' };
  });

  add(whoAmI, async (_, ctx) => ({ logged_in_as: (await deps.people.current()).userName(signedInUser(ctx).user_id) }));

  // Every signed-in user may ask: the navigation bar asks it for everyone.
  add(getAdminLevel, async (_, ctx) => {
    const user = signedInUser(ctx);
    return { admin_level: user.admin_level, role: user.role };
  });

  add(deletePortalUser, async ({ body: { investor_name } }, ctx) => {
    const investor = (await deps.people.current()).investorNamed(investor_name);
    if (investor === undefined) throw notFound(`No investor named ${investor_name}.`);
    // The secret it registered with is spent: the investor gets a new one (get_investor_secret shows it).
    const { secret: _secret, ...newSecret } = await newRegistrationSecret(deps.personalData, investorSubject(investor.id));
    await deps.runner.execute(
      portalUsersDecider,
      portalUsersStream,
      { type: 'DeletePortalUser', investorId: investor.id, investorName: investor.name, newSecret },
      commandContext(ctx),
    );
    return { message: 'Portal user deleted successfully' };
  });

  add(getLoginSummary, async () => {
    const people = await deps.people.current();
    return (await deps.users.loginSummary())
      .map(({ investor_id, login_count, last_login }) => ({ investor_name: people.investorName(investor_id), login_count, last_login }))
      .sort((a, b) => (a.investor_name < b.investor_name ? -1 : a.investor_name > b.investor_name ? 1 : 0));
  });

  return router;
};
