import { createTransport } from 'nodemailer';
import type { NodemailerError } from 'nodemailer/lib/errors';
import type { Mail, MailSettings } from '../../areas/notices/mail';
import type { Mailer, SendOutcome } from '../../shared/mailer';

export interface MailerOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
  smtpUrl: string;
  /** The sender, e.g. `Acme Capital <portal@acme.example>`. */
  from: string;
  /** How long to wait for a connection, the greeting and each answer; a mail server that hangs must not hold the sender. */
  timeoutMs?: number;
}

const defaultTimeoutMs = 30_000;

/**
 * The server's words without any e-mail address in them: a refusal often quotes the recipient
 * (`550 5.1.1 <ann@example.com>: Recipient address rejected`), and these words go into the log and
 * the event log, which never hold an address (docs/notices.md).
 */
export const withoutAddresses = (reply: string): string => reply.replace(/[^\s<>()[\]",;:]+@[^\s<>()[\]",;:]+/g, '[address]');

const errorOutcome = (error: NodemailerError): SendOutcome => {
  const smtpCode = typeof error.responseCode === 'number' ? error.responseCode : null;
  // A refused login (535) is a 5xx too, but it says our settings are wrong, not that the mail is:
  // it is retried while someone fixes SMTP_URL. Only the server's refusal of a message is final.
  const permanent = error.permanent === true && error.code !== 'EAUTH';
  const reply = withoutAddresses((error.response ?? error.message).trim()).slice(0, 1000);
  return { accepted: false, permanent, smtpCode, reply };
};

/** Sends through the firm's own mail server (SMTP_URL: docs/notices.md), one connection per mail. */
export const createMailer = (options: MailerOptions): Mailer => {
  const timeout = options.timeoutMs ?? defaultTimeoutMs;
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.messageId === undefined ? {} : { messageId: mail.messageId }),
        });
        return { accepted: true, messageId: info.messageId, reply: withoutAddresses(info.response) };
      } catch (error) {
        return errorOutcome(error as NodemailerError);
      }
    },
    close: () => transport.close(),
  };
};

/** The mail path of the settings: the mail server (none without SMTP_URL), the brand every mail carries, the administrator's address. */
export const openMail = (settings: MailSettings): Mail => ({
  mailer: settings.smtp ? createMailer({ ...settings.smtp, timeoutMs: settings.timeoutMs }) : null,
  brand: { brandTitle: settings.brandTitle, publicUrl: settings.publicUrl },
  adminEmail: settings.adminEmail,
});
