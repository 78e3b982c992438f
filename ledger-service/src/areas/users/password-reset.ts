import type { InvestorQueries, PortalUserQueries } from '@portal/projections';
import { badRequest, gone } from '../../shared/errors';
import { logger as processLogger, type Logger } from '../../shared/logger';
import { secretSubjectOf, type PersonalData } from '../../shared/personal-data';
import type { Directory } from '../../shared/personal-data/directory';
import type { CommandRunner } from '../../shared/runner';
import { portalUsersStream } from '../../shared/streams';
import { userEmail, type Mail } from '../notices/mail';
import { passwordResetMail } from '../notices/templates';
import { throttleAccount, throttleAddress } from './client-address';
import { tooManyAttempts } from './current-password';
import { portalUsersDecider } from './decider';
import { hashPassword } from './passwords';
import type { ResetTokens } from './reset-tokens';
import { validMinutes } from './reset-tokens';
import type { SignInThrottle } from './sign-in-throttle';

export interface PasswordResetDeps {
  runner: CommandRunner;
  users: Pick<PortalUserQueries, 'byId'>;
  investors: Pick<InvestorQueries, 'email'>;
  people: Directory;
  personalData: PersonalData;
  throttle: SignInThrottle;
  resetTokens: ResetTokens;
  mail: Mail;
  logger?: Logger;
}

/** The one answer to every request for a link, whoever was named: it says nothing of who exists. */
export const forgotPasswordAnswer = {
  message: `If this username has an e-mail on file, a link to choose a new password is on its way. It works once, for ${validMinutes} minutes.`,
};

const refusals = {
  unknown: () => badRequest('This reset link is not valid. Ask for a new one on the sign-in page.'),
  used: () => gone('This reset link was used already. Ask for a new one on the sign-in page if you need to.'),
  expired: () => gone(`This reset link has expired (links work for ${validMinutes} minutes). Ask for a new one on the sign-in page.`),
};

/**
 * Forgotten passwords (docs/security.md, Forgotten passwords). A request is throttled per address and
 * per username typed, then answered at once, the same for every username: the user is looked up and
 * the link mailed after the answer, so neither its words nor its timing tell whether the username
 * exists or has an e-mail. Work still in hand is kept so that tests (and a stopping server) can wait.
 */
export const createPasswordResets = (deps: PasswordResetDeps) => {
  const logger = deps.logger ?? processLogger;
  const inHand = new Set<Promise<void>>();

  const mailLink = async (username: string) => {
    const named = (await deps.people.current()).userNamed(username);
    const user = named === undefined ? null : await deps.users.byId(named.userId);
    if (user === null) return;
    const to = await userEmail(deps, user);
    if (to === null) return;
    if (deps.mail.mailer === null) {
      logger.warn('A password-reset link was asked for, but no mail server is configured (SMTP_URL): none was sent');
      return;
    }
    const token = await deps.resetTokens.issue(user);
    const sent = await deps.mail.mailer.send({ to, ...passwordResetMail(deps.mail.brand, { token, validMinutes }) });
    if (!sent.accepted) logger.warn({ smtpCode: sent.smtpCode }, `The mail server refused a password-reset mail: ${sent.reply}`);
  };

  return {
    /** Throttled (429 past the limits), then always the same answer; the link goes out afterwards. */
    async forgot(input: { username: string; clientAddress: string }) {
      const reservation = await deps.throttle.reserve([
        { bucket: 'resetAddress', key: throttleAddress(input.clientAddress) },
        { bucket: 'resetAccount', key: throttleAccount(input.username) },
      ]);
      if (!reservation.ok) throw tooManyAttempts(reservation, 'requests for a new password');
      const work = mailLink(input.username)
        .catch((error: unknown) => logger.error({ err: error }, 'Sending a password-reset link failed'))
        .finally(() => inHand.delete(work));
      inHand.add(work);
      return forgotPasswordAnswer;
    },

    /**
     * Sets the new password of the link's user and so ends every session of theirs (the password
     * change raises their sessions epoch). A link works once, for `validMinutes`, and not after the
     * password was changed another way since it was sent.
     */
    async reset(input: { token: string; newPassword: string }, correlationId: string) {
      const used = await deps.resetTokens.use(input.token);
      if (!used.ok) throw refusals[used.why]();
      const user = await deps.users.byId(used.userId);
      if (user === null || user.sessions_epoch !== used.sessionsEpoch) throw refusals.used();
      const passwordHash = await deps.personalData.protect(secretSubjectOf(user), await hashPassword(input.newPassword));
      await deps.runner.execute(
        portalUsersDecider,
        portalUsersStream,
        { type: 'ChangePassword', userId: user.user_id, passwordHash },
        { actor: user.user_id, correlationId },
      );
      return { message: 'Your password is changed, and every session of yours is ended. Sign in with the new password.' };
    },

    /** Resolves when the links asked for so far are sent (or given up). */
    idle: async () => {
      await Promise.all([...inHand]);
    },
  };
};

export type PasswordResets = ReturnType<typeof createPasswordResets>;
