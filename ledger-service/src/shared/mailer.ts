/**
 * What the areas need of a mail server (docs/notices.md): send one mail, and be closed. The transport
 * that speaks SMTP is infrastructure (infrastructure/mail/transport.ts); the areas see only this.
 */

/** One mail as the portal writes it: a text part and an HTML part, never an attachment. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<id@host>`: a mail sent again under the same id is the same message to the recipient's system. */
  messageId?: string;
}

/**
 * What the mail server said: accepted, refused for good (a 5xx: sending again gets the same answer)
 * or for now (a 4xx, a lost or refused connection, a timeout: worth trying again later). `reply` is
 * the server's own words, or what went wrong when it never answered; `smtpCode` null then.
 */
export type SendOutcome =
  { accepted: true; messageId: string; reply: string } | { accepted: false; permanent: boolean; smtpCode: number | null; reply: string };

export interface Mailer {
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}
