import type { DomainEvent, EventData, EventType } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { mainLlcData } from '../../testing/audit-test-support';
import { withPeopleNamed } from './people-refs';
import { describeEvent as describeWithReferences, type EventDescription } from './summaries';

/** The description with its people named by their ids (which the samples give as names): what the API would show. */
const describeEvent = (event: DomainEvent): EventDescription => {
  const description = describeWithReferences(event);
  return { ...description, summary: withPeopleNamed(description.summary, (_kind, id) => id) };
};

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0$aGFzaA';
const secret = 'registration-secret-0123456789';
/** A TOTP secret as a log written without the personal-data seal would hold it: never in a sentence. */
const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** A buyer's name or address as events hold it: sealed under the buyer's key, never in the trail. */
const sealedBuyer = `pd1.${id(11)}.aXY.Y2lwaGVy`;

/** One sample of every event type (a new type fails the type-check here until it has one). */
const samples: { [T in EventType]: EventData<T> } = {
  InvestorAdded: {
    investorId: 'Ann',
    investorName: 'Ann',
    email: 'ann@example.com',
    phone: '555-0100',
    address: '1 Main St',
    feeBasisPoints: 1000,
    registrationSecret: secret,
  },
  PortalUserRegistered: { userId: 'ann', username: 'ann', passwordHash: hash, investorId: 'Ann' },
  AdministratorAppointed: { username: 'admin', passwordHash: hash, adminLevel: 1 },
  PortalUserPasswordChanged: { userId: 'ann', passwordHash: hash },
  AdministratorDismissed: { username: 'old-admin' },
  PortalUserSignedOut: { userId: 'ann', tokenId: id(9), expiresAt: '2026-03-01T08:00:00.000Z' },
  PortalUserDeleted: { userId: 'ann', investorId: 'Ann' },
  RegistrationSecretIssued: { investorId: 'Ann', registrationSecret: secret, secretDigest: 'a'.repeat(64) },
  PersonalDataForgotten: { investorId: 'Ann' },
  LoginSucceeded: { userId: 'ann', investorId: 'Ann' },
  LoginFailed: { username: 'mallory', reason: 'unknown_user' },
  TotpEnrollmentStarted: { userId: 'ann', registrationId: id(11), secret: totpSecret },
  TotpEnabled: {
    userId: 'ann',
    registrationId: id(11),
    step: 58_000_000,
    recoveryCodeDigests: Array.from({ length: 10 }, () => 'ab'.repeat(32)),
  },
  TotpCodeUsed: { userId: 'ann', step: 58_000_001 },
  RecoveryCodeUsed: { userId: 'ann', index: 2 },
  TotpDisabled: { userId: 'ann' },
  TotpReset: { userId: 'ann', investorId: 'Ann' },
  LlcAdded: mainLlcData,
  PartnerAdded: { partnerName: 'Larry' },
  ExpenseCategoryAdded: { category: 'Snow removal' },
  PeriodClosed: { through: '2024-12-31' },
  InvestorPageViewed: { viewer: 'admin', investorId: 'Ann' },
  AuditorAdded: { username: 'jane', registrationSecret: secret, secretDigest: 'b'.repeat(64) },
  AuditorRegistered: { username: 'jane', passwordHash: hash },
  AuditorRemoved: { username: 'jane' },
  AuditorRead: { username: 'jane', title: 'LLC Taxes', path: '/admin/llc_taxes', query: { llc: 'Main LLC', tax_year: '2024' } },
  PeriodReopened: { through: null, reason: 'Late 1099 for Oak' },
  PropertyAdded: {
    propertyName: 'Maple Court',
    address: '1 Maple Ct',
    purchaseDate: '2023-01-15',
    purchasePriceCents: 250_000_00,
    propertyType: 'Rental',
    pictureUrl: '/pictures/maple.jpg',
    llcName: 'Main LLC',
    landValueCents: 50_000_00,
    propertyValueCents: 0,
  },
  PropertyNotesSet: { propertyName: 'Maple Court', notes: 'New roof in 2024' },
  InvestmentMade: { recordId: id(1), investorId: 'Ann', propertyName: 'Maple Court', amountCents: 100_000_00, date: '2024-01-10' },
  InvestmentWithdrawn: { recordId: id(2), investorId: 'Ann', propertyName: 'Maple Court', amountCents: 5_00, date: '2024-04-10' },
  IncomeRecorded: {
    recordId: id(3),
    propertyName: 'Maple Court',
    partnerName: null,
    description: 'March rent',
    amountCents: 1_250_00,
    incomeDate: '2024-03-05',
    incomeForMonth: '2024-03',
    category: 'Rent',
  },
  PartnerIncomeRecorded: {
    recordId: id(4),
    propertyName: 'Oak',
    description: 'Larry share',
    amountCents: 30_00,
    incomeDate: '2024-05-20',
    startDate: '2024-05-01',
    endDate: '2024-05-31',
  },
  LandContractPaymentRecorded: {
    recordId: id(5),
    propertyName: 'Oak',
    partnerName: 'Larry',
    description: 'May',
    amountCents: 250_00,
    paymentDate: '2024-05-02',
  },
  PropertyExpenseRecorded: {
    recordId: id(6),
    propertyName: 'Maple Court',
    partnerName: null,
    investorId: null,
    description: 'Gutter',
    amountCents: 50_00,
    expenseDate: '2024-02-20',
    expenseForMonth: '2024-02',
    category: 'Repairs',
  },
  RentalDepositReceived: {
    recordId: id(7),
    propertyName: 'Maple Court',
    partnerName: null,
    amountCents: 1_000_00,
    date: '2024-02-01',
    notes: 'Unit A',
  },
  DepositWithdrawn: { recordId: id(8), propertyName: 'Maple Court', amountCents: 400_00, date: '2024-06-01', notes: 'Returned' },
  LlcExpenseRecorded: {
    recordId: id(9),
    llcName: 'Main LLC',
    description: 'Filing fee',
    amountCents: 123_45,
    expenseDate: '2024-04-15',
    category: 'Taxes',
  },
  CashWithdrawn: { recordId: id(10), investorId: 'Ann', amountCents: 50_00, date: '2024-06-01', description: 'Distribution' },
  IncomeVoided: { recordId: id(3), propertyName: 'Maple Court' },
  ExpenseVoided: { recordId: id(6), propertyName: 'Maple Court' },
  DepositVoided: { recordId: id(7), propertyName: 'Maple Court' },
  LandContractPaymentVoided: { recordId: id(5), propertyName: 'Oak' },
  LlcExpenseVoided: { recordId: id(9), llcName: 'Main LLC' },
  CashWithdrawalVoided: { recordId: id(10), investorId: 'Ann' },
  LandContractOpened: {
    contractId: id(10),
    propertyName: 'Oak',
    buyerName: sealedBuyer,
    buyerAddress: sealedBuyer,
    contractDate: '2025-01-15',
    originationDate: '2025-01-15',
    salePriceCents: 120_000_00,
    downPaymentCents: 20_000_00,
    openingBalanceCents: null,
    rateMilli: 8_125,
    dayCount: 'actual/365',
    paymentAmountCents: 1_000_00,
    firstPaymentDate: '2025-02-15',
    numberOfPayments: 180,
    graceDays: 10,
    lateFeeType: 'flat',
    lateFee: 50_00,
    description: '',
  },
  LandContractClosed: { contractId: id(10), propertyName: 'Oak', closeDate: '2025-09-01', reason: 'Forfeited' },
  LandContractReopened: { contractId: id(10), propertyName: 'Oak', closeDate: '2025-09-01', reason: 'Paid up' },
  LandContractVoided: { contractId: id(10), propertyName: 'Oak', contractDate: '2025-01-15', reason: 'Wrong rate' },
  LandContractLateFeeWaived: {
    contractId: id(10),
    propertyName: 'Oak',
    dueDate: '2025-03-15',
    waiveDate: '2025-04-01',
    reason: 'Bank error',
  },
  NoticeQueued: {
    noticeId: id(12),
    kind: 'statement_ready',
    recipient: { investorId: 'Ann' },
    statementId: id(13),
    from: '2026-07-01',
    through: '2026-09-30',
  },
  NoticeSent: { noticeId: id(12), recipient: { investorId: 'Ann' }, messageId: `<${id(14)}@portal>` },
  NoticeFailed: { noticeId: id(12), recipient: { investorId: 'Ann' }, smtpCode: 550, reason: '550 5.1.1 No such mailbox' },
  NoticeNotSent: { noticeId: id(12), recipient: { userId: 'admin' }, reason: 'not_configured' },
  StatementIssued: {
    statementId: id(17),
    investorId: 'Ann',
    from: '2026-07-01',
    through: '2026-09-30',
    knownOn: '2026-10-05T14:00:00.000Z',
    sha256: '5e'.repeat(32),
    bytes: 48_213,
    templateVersion: 'statement-v1',
    supersedes: id(13),
  },
  DistributionNoticeIssued: {
    statementId: id(18),
    investorId: 'Ann',
    runId: id(15),
    date: '2026-10-15',
    knownOn: '2026-10-15T16:00:00.000Z',
    sha256: '7a'.repeat(32),
    bytes: 21_004,
    templateVersion: 'distribution-notice-v1',
  },
  PaymentDetailsSet: { investorId: 'Ann', method: 'ach', account: sealedBuyer },
  PaymentDetailsChangeProposed: { investorId: 'Ann', method: 'check', account: null },
  PaymentDetailsChangeReviewed: { investorId: 'Ann', decision: 'approve' },
  DistributionRunConfirmed: {
    runId: id(15),
    date: '2026-10-15',
    description: 'Q3 distribution',
    mode: 'balance',
    lines: [{ investorId: 'Ann', recordId: id(16), cashBalanceCents: 90_000, amountCents: 75_050, method: 'ach', account: sealedBuyer }],
  },
  DistributionFileIssued: { runId: id(15), sha256: 'cd'.repeat(32) },
  DistributionPaymentMarked: { runId: id(15), investorId: 'Ann', status: 'returned', returnCode: 'R01' },
};

const event = <T extends EventType>(type: T, data: EventData<T> = samples[type]): DomainEvent => ({ type, data }) as DomainEvent;

const maple = { type: 'property', name: 'Maple Court' } as const;
const oak = { type: 'property', name: 'Oak' } as const;
const ann = { type: 'investor', name: 'Ann' } as const;
const annUser = { type: 'portal_user', name: 'ann' } as const;
const jane = { type: 'portal_user', name: 'jane' } as const;
const mainLlc = { type: 'llc', name: 'Main LLC' } as const;

/** A description: what it names, its sentence, the ledger record it records and the one it voids (none unless given). */
const described = (
  entities: EventDescription['entities'],
  summary: string,
  recordId: string | null = null,
  voidsRecordId: string | null = null,
) => ({
  entities,
  summary,
  recordId,
  voidsRecordId,
});

/** What every sample must say, with its entities and record ids. */
const expected: { [T in EventType]: EventDescription } = {
  InvestorAdded: described([ann], 'Investor Ann added (email ann@example.com, fee 10%)'),
  PortalUserRegistered: described([annUser, ann], 'Portal user ann registered for investor Ann'),
  AdministratorAppointed: described([{ type: 'portal_user', name: 'admin' }], 'Administrator admin appointed (admin level 1)'),
  PortalUserPasswordChanged: described([annUser], 'Password of portal user ann changed'),
  AdministratorDismissed: described(
    [{ type: 'portal_user', name: 'old-admin' }],
    'Administrator old-admin dismissed (admin rights removed, sessions ended)',
  ),
  PortalUserSignedOut: described([annUser], 'ann signed out'),
  PortalUserDeleted: described([annUser, ann], 'Portal user ann of investor Ann deleted'),
  RegistrationSecretIssued: described([ann], 'New registration secret issued for investor Ann'),
  PersonalDataForgotten: described(
    [ann],
    'Personal data of investor Ann erased (name, username, email, phone, address, password and secrets; figures kept)',
  ),
  LoginSucceeded: described([annUser, ann], 'ann signed in (investor Ann)'),
  LoginFailed: described([{ type: 'portal_user', name: 'mallory' }], 'Failed sign-in as mallory (no such user)'),
  TotpEnrollmentStarted: described([annUser], 'ann started setting up two-factor sign-in'),
  TotpEnabled: described([annUser], 'ann turned on two-factor sign-in (10 recovery codes issued)'),
  TotpCodeUsed: described([annUser], 'ann gave a two-factor code'),
  RecoveryCodeUsed: described([annUser], 'ann used recovery code 3 of 10'),
  TotpDisabled: described([annUser], 'ann turned off two-factor sign-in'),
  TotpReset: described([annUser, ann], 'Two-factor sign-in of portal user ann (investor Ann) reset by an administrator'),
  LlcAdded: described([mainLlc], 'LLC Main LLC added (started 02/01/2020, business code 531110)'),
  PartnerAdded: described([], 'Partner Larry added'),
  ExpenseCategoryAdded: described([], 'Expense category Snow removal added'),
  PeriodClosed: described([], 'Books closed through 12/31/2024'),
  InvestorPageViewed: described([ann, { type: 'portal_user', name: 'admin' }], 'admin viewed the investor page of Ann'),
  AuditorAdded: described([jane], 'Auditor jane added (a registration secret issued)'),
  AuditorRegistered: described([jane], 'Auditor jane registered'),
  AuditorRemoved: described([jane], 'Auditor jane removed'),
  AuditorRead: described([jane], 'Auditor jane read LLC Taxes (/admin/llc_taxes?llc=Main LLC&tax_year=2024)'),
  PeriodReopened: described([], 'Books reopened to no closed period: “Late 1099 for Oak”'),
  PropertyAdded: described([maple, mainLlc], 'Property Maple Court added to Main LLC (Rental, bought 01/15/2023 for $250,000.00)'),
  PropertyNotesSet: described([maple], 'Notes of Maple Court set to “New roof in 2024”'),
  InvestmentMade: described([ann, maple], 'Investment of $100,000.00 by Ann in Maple Court, dated 01/10/2024', id(1)),
  InvestmentWithdrawn: described([ann, maple], 'Investment withdrawal of $5.00 by Ann from Maple Court, dated 04/10/2024', id(2)),
  IncomeRecorded: described([maple], 'Income of $1,250.00 for Maple Court (Rent, for 03/2024, dated 03/05/2024)', id(3)),
  PartnerIncomeRecorded: described([oak], 'Partner income of $30.00 for Oak (05/01/2024 to 05/31/2024, dated 05/20/2024)', id(4)),
  LandContractPaymentRecorded: described([oak], 'Land contract payment of $250.00 for Oak from Larry, dated 05/02/2024', id(5)),
  PropertyExpenseRecorded: described([maple], 'Expense of $50.00 for Maple Court (Repairs, for 02/2024, dated 02/20/2024)', id(6)),
  RentalDepositReceived: described([maple], 'Rental deposit of $1,000.00 received for Maple Court, dated 02/01/2024', id(7)),
  DepositWithdrawn: described([maple], 'Deposit withdrawal of $400.00 from Maple Court, dated 06/01/2024', id(8)),
  LlcExpenseRecorded: described([mainLlc], 'LLC expense of $123.45 for Main LLC (Taxes, dated 04/15/2024)', id(9)),
  CashWithdrawn: described([ann], 'Cash withdrawal of $50.00 by Ann, dated 06/01/2024', id(10)),
  IncomeVoided: described([maple], `Deleted income record ${id(3)} of Maple Court`, null, id(3)),
  ExpenseVoided: described([maple], `Deleted expense record ${id(6)} of Maple Court`, null, id(6)),
  DepositVoided: described([maple], `Deleted deposit record ${id(7)} of Maple Court`, null, id(7)),
  LandContractPaymentVoided: described([oak], `Deleted land contract payment record ${id(5)} of Oak`, null, id(5)),
  LlcExpenseVoided: described([mainLlc], `Deleted LLC expense record ${id(9)} of Main LLC`, null, id(9)),
  CashWithdrawalVoided: described([ann], `Deleted cash withdrawal record ${id(10)} of Ann (its payment was returned)`, null, id(10)),
  LandContractOpened: described(
    [oak],
    'Land contract opened for Oak: sold 01/15/2025 for $120,000.00 at 8.125 %, 180 payments of $1,000.00',
    id(10),
  ),
  LandContractClosed: described([oak], 'Land contract of Oak closed on 09/01/2025: “Forfeited”', id(10)),
  LandContractReopened: described([oak], 'Close of 09/01/2025 undone: the land contract of Oak is open again (“Paid up”)', id(10)),
  LandContractVoided: described([oak], 'Land contract of Oak dated 01/15/2025 voided: “Wrong rate”', null, id(10)),
  LandContractLateFeeWaived: described(
    [oak],
    'Late fee of the installment due 03/15/2025 waived for Oak from 04/01/2025: “Bank error”',
    id(10),
  ),
  NoticeQueued: described([ann], 'Notice 00000000 queued for investor Ann: statement for 07/01/2026 to 09/30/2026 ready'),
  NoticeSent: described([ann], `Notice 00000000 to investor Ann accepted by the mail server (Message-ID <${id(14)}@portal>)`),
  NoticeFailed: described([ann], 'Notice 00000000 to investor Ann not delivered (code 550): “550 5.1.1 No such mailbox”'),
  NoticeNotSent: described([{ type: 'portal_user', name: 'admin' }], 'Notice 00000000 to admin not sent: no mail server is configured'),
  StatementIssued: described(
    [ann],
    `Statement ${id(17).slice(0, 8)} for 07/01/2026 to 09/30/2026 issued to investor Ann as known on 2026-10-05T14:00:00.000Z ` +
      `(statement-v1, SHA-256 5e5e5e5e5e5e), replacing statement ${id(13).slice(0, 8)}`,
  ),
  DistributionNoticeIssued: described(
    [ann],
    `Distribution notice ${id(18).slice(0, 8)} of the run of 10/15/2026 (run ${id(15).slice(0, 8)}) issued to investor Ann ` +
      `as known on 2026-10-15T16:00:00.000Z (distribution-notice-v1, SHA-256 7a7a7a7a7a7a)`,
  ),
  PaymentDetailsSet: described([ann], 'Payment details of investor Ann set: paid by ACH'),
  PaymentDetailsChangeProposed: described([ann], 'Investor Ann proposed new payment details (paid by check), waiting for review'),
  PaymentDetailsChangeReviewed: described([ann], 'Proposed payment details of investor Ann approved'),
  DistributionRunConfirmed: described(
    [ann],
    `Distribution run ${id(15).slice(0, 8)} of 10/15/2026 confirmed: 1 payment, $750.50 in all (“Q3 distribution”)`,
  ),
  DistributionFileIssued: described([], `Bank file of distribution run ${id(15).slice(0, 8)} issued (SHA-256 cdcdcdcdcdcd)`),
  DistributionPaymentMarked: described(
    [ann],
    `Payment of distribution run ${id(15).slice(0, 8)} to investor Ann returned (R01): its cash withdrawal is void`,
  ),
};

describe('the audit trail’s sentence for every event type', () => {
  it.each(Object.keys(samples) as EventType[])('%s', (type) => {
    expect(describeEvent(event(type))).toEqual(expected[type]);
  });

  it('never says a password hash, a registration secret, a phone number or an address', () => {
    for (const type of Object.keys(samples) as EventType[]) {
      const { summary } = describeEvent(event(type));
      for (const hidden of [hash, secret, totpSecret, 'ababab', 'argon2', '555-0100', '1 Main St'])
        expect(summary, type).not.toContain(hidden);
    }
  });

  it('names the optional parties when an event has them', () => {
    expect(
      describeEvent(event('IncomeRecorded', { ...samples.IncomeRecorded, partnerName: 'Larry', category: 'Other Income' })).summary,
    ).toBe('Income of $1,250.00 for Maple Court (Other Income, for 03/2024, dated 03/05/2024, partner Larry)');
    const charged = describeEvent(
      event('PropertyExpenseRecorded', { ...samples.PropertyExpenseRecorded, investorId: 'Ann', partnerName: 'Larry' }),
    );
    expect(charged.summary).toBe(
      'Expense of $50.00 for Maple Court charged to Ann (Repairs, for 02/2024, dated 02/20/2024, partner Larry)',
    );
    expect(charged.entities).toEqual([maple, ann]);
    expect(describeEvent(event('RentalDepositReceived', { ...samples.RentalDepositReceived, partnerName: 'Larry' })).summary).toBe(
      'Rental deposit of $1,000.00 received for Maple Court, dated 02/01/2024 (partner Larry)',
    );
    const admin = describeEvent(event('LoginSucceeded', { userId: 'admin', investorId: null }));
    expect(admin).toEqual({
      entities: [{ type: 'portal_user', name: 'admin' }],
      summary: 'admin signed in',
      recordId: null,
      voidsRecordId: null,
    });
  });

  it('says why a sign-in failed, and what an investor without email or an LLC without code looks like', () => {
    expect(describeEvent(event('LoginFailed', { username: 'ann', reason: 'wrong_password' })).summary).toBe(
      'Failed sign-in as ann (wrong password)',
    );
    expect(describeEvent(event('LoginFailed', { username: 'ann', reason: 'throttled' })).summary).toBe(
      'Failed sign-in as ann (refused after too many failed attempts)',
    );
    expect(describeEvent(event('InvestorAdded', { ...samples.InvestorAdded, email: '', feeBasisPoints: 0 })).summary).toBe(
      'Investor Ann added (no email, fee 0%)',
    );
    expect(describeEvent(event('LlcAdded', { ...samples.LlcAdded, businessCodeNumber: '' })).summary).toBe(
      'LLC Main LLC added (started 02/01/2020)',
    );
  });

  it('quotes notes on one line, cut to 80 characters, and says when they were cleared', () => {
    const long = `${'é'.repeat(100)}`;
    expect(describeEvent(event('PropertyNotesSet', { propertyName: 'Oak', notes: 'Line one\n\n  line two ' })).summary).toBe(
      'Notes of Oak set to “Line one line two”',
    );
    expect(describeEvent(event('PropertyNotesSet', { propertyName: 'Oak', notes: long })).summary).toBe(
      `Notes of Oak set to “${'é'.repeat(79)}…”`,
    );
    expect(describeEvent(event('PropertyNotesSet', { propertyName: 'Oak', notes: '  ' })).summary).toBe('Notes of Oak cleared');
  });
});
