/**
 * The mails the portal writes (docs/notices.md): a subject, a text part and an HTML part saying the
 * same. Never a figure and never an attachment: a mail can be forwarded, read over a shoulder or kept
 * by a mail provider, so it only says where to sign in; the portal shows the rest.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What every mail knows about the portal. */
export interface MailBrand {
  /** BRAND_TITLE: the portal's own name (by default "Investor Portal"), so a mail says it alone, never "the {brand} portal". */
  brandTitle: string;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `YYYY-MM-DD` as the product writes dates: MM/DD/YYYY. */
const shownDate = (date: string): string => {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
};

const lastDayOfMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A statement's period as a person names it: a calendar quarter by its name (`Q3 2026`), any other
 * period by its dates (`07/01/2026 to 08/31/2026`).
 */
export const periodName = (from: string, through: string): string => {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = through.split('-').map(Number) as [number, number, number];
  const quarter = (fromMonth + 2) / 3;
  const isQuarter =
    Number.isInteger(quarter) &&
    fromDay === 1 &&
    toYear === fromYear &&
    toMonth === fromMonth + 2 &&
    toDay === lastDayOfMonth(toYear, toMonth);
  return isQuarter ? `Q${quarter} ${fromYear}` : `${shownDate(from)} to ${shownDate(through)}`;
};

/** A mail of a few paragraphs and one link, in both parts. */
const mailOf = (brand: MailBrand, subject: string, paragraphs: { before: string[]; link: string; after: string[] }): RenderedMail => {
  const text = [...paragraphs.before, paragraphs.link, ...paragraphs.after, brand.brandTitle].join('\n\n');
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const link = escapeHtml(paragraphs.link);
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    ...paragraphs.before.map(p),
    `<p><a href="${link}">${link}</a></p>`,
    ...paragraphs.after.map(p),
    p(brand.brandTitle),
    '</body></html>',
  ].join('\n');
  return { subject, text: `${text}\n`, html: `${html}\n` };
};

/** The notice that an investor's statement is ready: where to read it, never what it says. */
export const statementReadyMail = (brand: MailBrand, period: { from: string; through: string }): RenderedMail => {
  const name = periodName(period.from, period.through);
  return mailOf(brand, `Your statement for ${name} is ready`, {
    before: ['Hello,', `Your capital account statement for ${name} is ready. Sign in to ${brand.brandTitle} to read and download it:`],
    link: `${brand.publicUrl}/statements`,
    after: ['This e-mail carries no figures and no attachment: your statement is only in the portal.'],
  });
};

/**
 * The notice that a distribution was made and its notice is among the investor's statements: never the amount, and
 * not "paid on" its date, since an ACH transfer reaches the account on the effective entry date, which the notice says.
 */
export const distributionNoticeMail = (brand: MailBrand, run: { date: string }): RenderedMail =>
  mailOf(brand, `Your distribution notice of ${shownDate(run.date)} is ready`, {
    before: [
      'Hello,',
      `A distribution dated ${shownDate(run.date)} was made to you. Its notice, saying how and when it was sent, is ready. Sign in to ${brand.brandTitle} to read and download it:`,
    ],
    link: `${brand.publicUrl}/statements`,
    after: ['This e-mail carries no figures and no attachment: your notice is only in the portal.'],
  });

/**
 * A change of an investor's payment details, proposed or made: the defence against payment
 * redirection is that the investor hears of it at the e-mail on file, whoever made it.
 */
export const paymentDetailsMail = (brand: MailBrand, kind: 'payment_details_proposed' | 'payment_details_changed'): RenderedMail =>
  mailOf(brand, kind === 'payment_details_proposed' ? 'A change of your bank details was proposed' : 'Your bank details were changed', {
    before: [
      'Hello,',
      kind === 'payment_details_proposed'
        ? `A change of the bank details your distributions are paid to was proposed in ${brand.brandTitle}. It takes effect only once the firm approves it.`
        : `The bank details your distributions are paid to were changed in ${brand.brandTitle}.`,
      'Sign in to see them:',
    ],
    link: `${brand.publicUrl}/payment-details`,
    after: ['If you did not ask for this change, call the firm at once, at a number you know.'],
  });

/** A single-use link to choose a new password, valid for `validMinutes`. */
export const passwordResetMail = (brand: MailBrand, reset: { token: string; validMinutes: number }): RenderedMail =>
  mailOf(brand, `Reset your ${brand.brandTitle} password`, {
    before: [
      'Hello,',
      `Someone asked to reset your ${brand.brandTitle} password. To choose a new password, open this link within ${reset.validMinutes} minutes:`,
    ],
    link: `${brand.publicUrl}/reset_password?token=${encodeURIComponent(reset.token)}`,
    after: [
      'The link works once. Setting a new password signs you out everywhere.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  });

/** A mail an administrator sends to check the mail settings. */
export const testMail = (brand: MailBrand): RenderedMail =>
  mailOf(brand, `Test e-mail from ${brand.brandTitle}`, {
    before: ['Hello,', `This is a test e-mail from ${brand.brandTitle}: its mail settings work.`],
    link: brand.publicUrl,
    after: [],
  });
