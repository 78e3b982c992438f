import { describe, expect, it } from 'vitest';
import {
  distributionNoticeMail,
  passwordResetMail,
  paymentDetailsMail,
  periodName,
  statementReadyMail,
  testMail,
  type RenderedMail,
} from './templates';

const brand = { brandTitle: 'Acme <Capital>', publicUrl: 'https://portal.acme.example' };

/** A mail that a document is ready says where it is, in both parts, and no figure of it. */
const expectOnlyWhereToRead = (mail: RenderedMail) => {
  expect(mail.text).toContain('https://portal.acme.example/statements');
  expect(mail.html).toContain('<a href="https://portal.acme.example/statements">');
  expect(mail.text).toContain('no figures and no attachment');
  for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\$|\d[\d,]*\.\d\d\b/);
};

describe('the mails the portal writes', () => {
  it('names a calendar quarter by its name and any other period by its dates', () => {
    expect(periodName('2026-07-01', '2026-09-30')).toBe('Q3 2026');
    expect(periodName('2026-01-01', '2026-03-31')).toBe('Q1 2026');
    expect(periodName('2024-10-01', '2024-12-31')).toBe('Q4 2024');
    // Not a quarter: two months, a quarter that does not start on one, a year, a quarter across years.
    expect(periodName('2026-07-01', '2026-08-31')).toBe('07/01/2026 to 08/31/2026');
    expect(periodName('2026-02-01', '2026-04-30')).toBe('02/01/2026 to 04/30/2026');
    expect(periodName('2026-01-01', '2026-12-31')).toBe('01/01/2026 to 12/31/2026');
    expect(periodName('2025-10-01', '2026-12-31')).toBe('10/01/2025 to 12/31/2026');
    expect(periodName('2026-04-01', '2026-06-30')).toBe('Q2 2026');
  });

  it('says a statement is ready and where, with the same words in both parts and no figure', () => {
    const mail = statementReadyMail(brand, { from: '2026-07-01', through: '2026-09-30' });
    expect(mail.subject).toBe('Your statement for Q3 2026 is ready');
    expectOnlyWhereToRead(mail);
    expect(mail.text).toContain('Acme <Capital>');
    // The brand is text in the HTML part, never markup.
    expect(mail.html).toContain('Acme &lt;Capital&gt;');
    expect(mail.html).not.toContain('<Capital>');
  });

  it('says a distribution notice is ready and where, with its day and no amount', () => {
    const mail = distributionNoticeMail(brand, { date: '2026-10-15' });
    expect(mail.subject).toBe('Your distribution notice of 10/15/2026 is ready');
    expectOnlyWhereToRead(mail);
    // Not "paid on" its date: an ACH transfer reaches the account on the effective entry date, which the notice says.
    expect(mail.text).toContain('A distribution dated 10/15/2026 was made to you. Its notice, saying how and when it was sent, is ready.');
    expect(mail.text).not.toContain('paid to you');
  });

  it('sends a reset link carrying the token, valid for the minutes it says', () => {
    const mail = passwordResetMail(brand, { token: 'a+b/c=', validMinutes: 30 });
    expect(mail.subject).toBe('Reset your Acme <Capital> password');
    expect(mail.text).toContain('https://portal.acme.example/reset_password?token=a%2Bb%2Fc%3D');
    expect(mail.text).toContain('within 30 minutes');
    expect(mail.html).toContain('href="https://portal.acme.example/reset_password?token=a%2Bb%2Fc%3D"');
  });

  it('tells of a proposed change of bank details, and of changed ones, with a way to object and no figure', () => {
    const proposed = paymentDetailsMail(brand, 'payment_details_proposed');
    expect(proposed.subject).toBe('A change of your bank details was proposed');
    expect(proposed.text).toContain('only once the firm approves it');
    const changed = paymentDetailsMail(brand, 'payment_details_changed');
    expect(changed.subject).toBe('Your bank details were changed');
    for (const mail of [proposed, changed]) {
      expect(mail.text).toContain('https://portal.acme.example/payment-details');
      expect(mail.text).toContain('call the firm at once');
      expect(mail.html).toContain('Acme &lt;Capital&gt;');
      expect(mail.text).not.toMatch(/\d{4}/);
    }
  });

  it('writes a test mail that links to the portal', () => {
    expect(testMail(brand).text).toContain('https://portal.acme.example');
  });

  it('says the brand alone, so the default one reads right and is never followed by "portal"', () => {
    const portal = { ...brand, brandTitle: 'Investor Portal' };
    const mails = {
      statement: statementReadyMail(portal, { from: '2026-07-01', through: '2026-09-30' }),
      notice: distributionNoticeMail(portal, { date: '2026-11-28' }),
      proposed: paymentDetailsMail(portal, 'payment_details_proposed'),
      changed: paymentDetailsMail(portal, 'payment_details_changed'),
      reset: passwordResetMail(portal, { token: 't', validMinutes: 30 }),
      test: testMail(portal),
    };
    for (const [kind, mail] of Object.entries(mails)) {
      for (const part of [mail.subject, mail.text, mail.html]) expect(part, kind).not.toMatch(/Investor Portal (investor )?portal/i);
    }
    expect(mails.statement.text).toContain(
      'Your capital account statement for Q3 2026 is ready. Sign in to Investor Portal to read and download it:',
    );
    expect(mails.reset.text).toContain('Someone asked to reset your Investor Portal password.');
    expect(mails.test.text).toContain('This is a test e-mail from Investor Portal: its mail settings work.');
    expect(mails.changed.text).toContain('were changed in Investor Portal.');
  });
});
