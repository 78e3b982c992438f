import { domainEvent } from '@portal/contracts';
import type { PortalUserQueries } from '@portal/projections';
import { AppError } from '../shared/errors';
import type { CommandRunner } from '../shared/command-runner';
import { verifyDecoy, verifyPassword } from './passwords';
import { signToken } from './tokens';

/** After this many failed sign-ins of one username within the window, it is refused for a while. */
export const loginThrottle = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

const loginStream = (username: string) => `logins-${username}`;

export interface LoginDeps {
  runner: CommandRunner;
  users: PortalUserQueries;
  jwtSecret: string;
  tokenTtl: string;
  now?: () => Date;
}

/** Signs a user in, recording every attempt (the login summary and throttling read those events). */
export const login = async (deps: LoginDeps, input: { username: string; password: string }, correlationId: string) => {
  const now = deps.now?.() ?? new Date();
  const context = { actor: input.username.slice(0, 120) || 'anonymous', correlationId };
  const failed = (reason: 'unknown_user' | 'wrong_password' | 'throttled') =>
    deps.runner.record(loginStream(input.username), [domainEvent('LoginFailed', { username: input.username.slice(0, 200), reason })], context);

  const recent = await deps.users.failedLoginsSince(input.username, new Date(now.getTime() - loginThrottle.windowMs));
  if (recent.count >= loginThrottle.maxFailures && recent.oldest !== null) {
    await failed('throttled');
    const retryAfterMs = new Date(recent.oldest).getTime() + loginThrottle.windowMs - now.getTime();
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    throw new AppError('too_many_requests', `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  }

  const user = await deps.users.byUsername(input.username);
  const valid = user ? await verifyPassword(user.password_hash, input.password) : await verifyDecoy(input.password);
  if (!user || !valid) {
    await failed(user ? 'wrong_password' : 'unknown_user');
    throw new AppError('unauthorized', 'Invalid username or password.');
  }
  await deps.runner.record(loginStream(user.username), [domainEvent('LoginSucceeded', { username: user.username, investorName: user.investor_name })], {
    actor: user.username,
    correlationId,
  });
  return { access_token: signToken(user, deps.jwtSecret, deps.tokenTtl) };
};
