import type { InvestorQueries, PortalUserQueries, PortalUserRow } from '@portal/projections';
import type { Mailer } from '../../shared/mailer';
import { erasedText, type PersonalData } from '../../shared/personal-data';
import { badGateway, conflict } from '../../shared/errors';
import { testMail, type MailBrand } from './templates';

/** The mail settings (SMTP_URL, MAIL_FROM, PUBLIC_URL, ADMIN_EMAIL and the brand: docs/notices.md). */
export interface MailSettings {
  /** SMTP_URL and MAIL_FROM; absent, nothing is sent. */
  smtp: { smtpUrl: string; from: string } | undefined;
  brandTitle: string;
  publicUrl: string;
  adminEmail: string | undefined;
  /** How long the mail server may take to answer (the transport's default unless a test shortens it). */
  timeoutMs?: number;
}

/** What sends mail: the mail server (null without SMTP_URL), the brand and links every mail carries, and the administrator's address. */
export interface Mail {
  mailer: Mailer | null;
  brand: MailBrand;
  adminEmail: string | undefined;
}

export interface AddressDeps {
  investors: Pick<InvestorQueries, 'email'>;
  users: Pick<PortalUserQueries, 'byId'>;
  personalData: Pick<PersonalData, 'reveal'>;
  mail: Pick<Mail, 'adminEmail'>;
}

/** An investor's e-mail on file, opened from its sealed value: null when none was given or it was erased. */
export const investorEmail = async (deps: AddressDeps, investorId: string): Promise<string | null> => {
  const sealed = await deps.investors.email(investorId);
  const email = sealed === null ? '' : (await deps.personalData.reveal(sealed)).trim();
  return email === '' || email === erasedText ? null : email;
};

/**
 * A portal user's e-mail on file: an investor's user has their investor's, an administrator
 * ADMIN_EMAIL, an auditor none (no e-mail is kept for one).
 */
export const userEmail = async (deps: AddressDeps, user: Pick<PortalUserRow, 'role' | 'investor_id'>): Promise<string | null> => {
  if (user.investor_id !== null) return investorEmail(deps, user.investor_id);
  return user.role === 'admin' ? (deps.mail.adminEmail ?? null) : null;
};

/** The address a notice goes to, read when it is sent (the log holds none). */
export const recipientEmail =
  (deps: AddressDeps) =>
  async (recipient: { investorId: string | null; userId: string | null }): Promise<string | null> => {
    if (recipient.investorId !== null) return investorEmail(deps, recipient.investorId);
    const user = recipient.userId === null ? null : await deps.users.byId(recipient.userId);
    return user === null ? null : userEmail(deps, user);
  };

/**
 * Sends the test mail an administrator asks for (POST /admin/send_test_email): 409 without a mail
 * server, 502 with the server's own words when it refused or could not be reached.
 */
export const sendTestMail = async (mail: Mail, to: string): Promise<{ message: string }> => {
  if (mail.mailer === null) throw conflict('No mail server is configured: set SMTP_URL and MAIL_FROM, then restart the portal.');
  const sent = await mail.mailer.send({ to, ...testMail(mail.brand) });
  if (!sent.accepted) throw badGateway(`The mail server did not take the test e-mail: ${sent.reply}`);
  return { message: `The mail server accepted the test e-mail to ${to}: ${sent.reply}` };
};
