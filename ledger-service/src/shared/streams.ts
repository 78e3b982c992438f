/**
 * The name of every stream the commands decide against, in one place (docs/architecture.md): a
 * stream is the unit of consistency, so whoever reads or appends one names it the same way.
 */

/** One stream per property: the property, its notes, and every record of its ledger (and voids).
 * Named by the name key for properties added since names are normalised, by the name as written
 * before (shared/references.ts resolves a name to its stream). */
export const propertyStream = (propertyNameOrKey: string) => `property-${propertyNameOrKey}`;

/** One stream per LLC: the LLC and its own expenses (and their voids); named like propertyStream. */
export const llcStream = (llcNameOrKey: string) => `llc-${llcNameOrKey}`;

/**
 * One stream per partner (the configurable partner counterparty), named by its name key
 * (by its name as written for partners added before names were normalised).
 */
export const partnerStream = (partnerNameOrKey: string) => `partner-${partnerNameOrKey}`;

/**
 * One stream per investor: the investor, its investments, investment and cash withdrawals. Named by
 * the investor's id since names are sealed (docs/personal-data.md); in older logs by the name key or
 * the name as written (the directory of names knows each investor's stream).
 */
export const investorStream = (investorId: string) => `investor-${investorId}`;

/** The expense categories' catalogue is one small stream; the seeded Form 8825 lines exist without events. */
export const expenseCategoriesStream = 'expense-categories';

/** Every investor's payment details and the changes they propose (areas/distributions/payment-details.ts). */
export const paymentDetailsStream = 'payment-details';

/** The one stream of closes and reopens of the books. */
export const periodsStream = 'periods';

/**
 * All portal users live in one stream, so a registration checks "username free" and "investor
 * not yet bound" against one state and one expected version: two concurrent registrations can
 * never both win. Registrations are rare; the stream stays small.
 */
export const portalUsersStream = 'portal-users';

/** Sign-outs are facts about one user: a stream per user (by id) keeps the portal-users stream small. */
export const sessionsStream = (userId: string) => `sessions-${userId}`;

/** Sign-ins of one user, by id (docs/personal-data.md). */
export const loginStream = (userId: string) => `logins-${userId}`;

/**
 * Two-factor sign-in of one portal user, in its own stream (docs/two-factor.md). Every code the
 * user gets in with is a decision of this stream: "the step is after the last used one" and "the
 * recovery code is unused" are checked against the state the runner read, and the events are
 * appended with that stream version, so two sign-ins with the same code at the same moment cannot
 * both pass (the loser is decided again against the new state, and refused).
 */
export const twoFactorStream = (userId: string) => `totp-${userId}`;

/** The stream of one viewer's views of investors' pages on one day (`YYYY-MM-DD`, the server's). */
export const pageViewsStream = (viewer: string, day: string) => `investor-page-views-${viewer}-${day}`;

/**
 * The stream of one auditor's reads on one day (`YYYY-MM-DD`, the server's). Not `auditor-reads-…`,
 * where reads were noted before: no old stream can be taken for a day's.
 */
export const auditorReadsStream = (username: string, day: string) => `auditor-day-${day}-${username}`;

/** One notice the portal mails (docs/notices.md): queued, then what became of it, once. */
export const noticeStream = (noticeId: string) => `notice-${noticeId}`;

/** One issued statement (docs/statements.md): its StatementIssued event, once. */
export const statementStream = (statementId: string) => `statement-${statementId}`;
