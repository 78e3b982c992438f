import { z } from 'zod';
import { recordedName } from '../names';

/**
 * How events name people (docs/personal-data.md, "Names").
 *
 * An investor's name and their portal user's username are personal data: events carry them only
 * sealed under the investor's own key, once, in `InvestorAdded` and `PortalUserRegistered`. Every
 * other event names the investor by an **investor id** and the user by a **user id**, UUIDs chosen
 * when they are added, so that erasing the key erases the name everywhere while every figure, which
 * only ever used the id, stays.
 *
 * Logs recorded before that named investors and users by their names: there the name is the id
 * (`upcastEventData` reads those events in today's shape). Administrators and auditors are the firm's
 * own staff: their usernames stay in clear text and are their user ids.
 */

/** An investor as events name them: a UUID, or (in logs recorded before ids) the name as written. */
export const investorId = recordedName;

/** A portal user as events name them: a UUID for an investor's user, the username for staff and in older logs. */
export const userId = recordedName;

/** A personal value sealed under its person's key: the envelope `pd1.<key id>.<iv>.<ciphertext>`. */
export const sealedValue = z.string().regex(/^pd1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'Expected a sealed value');

/** A person's name or username in the one event that records it: sealed, or in clear text in older logs. */
export const personName = z.union([sealedValue, recordedName]);

/** Order keys (fractional indexing): investors sorted by them are sorted by name (docs/figures.md, ties). */
export const orderKey = z.string().min(1).max(200);

type Data = Readonly<Record<string, unknown>>;

/** `investorName` became `investorId` in these (the name was the id). */
const namedInvestor: ReadonlySet<string> = new Set([
  'InvestmentMade',
  'InvestmentWithdrawn',
  'CashWithdrawn',
  'PropertyExpenseRecorded',
  'RegistrationSecretIssued',
  'PersonalDataForgotten',
  'InvestorPageViewed',
  'PortalUserRegistered',
  'PortalUserDeleted',
  'LoginSucceeded',
  'TotpReset',
]);

/** `username` became `userId` in these. */
const namedUser: ReadonlySet<string> = new Set([
  'PortalUserPasswordChanged',
  'PortalUserSignedOut',
  'PortalUserDeleted',
  'LoginSucceeded',
  'TotpEnrollmentStarted',
  'TotpEnabled',
  'TotpCodeUsed',
  'RecoveryCodeUsed',
  'TotpDisabled',
  'TotpReset',
]);

const renamed = (data: Data, from: string, to: string): Data => {
  if (!(from in data) || to in data) return data;
  const { [from]: value, ...rest } = data;
  return { ...rest, [to]: value };
};

/**
 * An event's data as today's schema has it, whenever it was recorded: applied wherever events are read
 * (`parseDomainEvent`, and the projectors that skip parsing). Events written today pass unchanged and
 * uncopied; only those of logs from before ids are rewritten, in memory (the log never changes).
 */
export const upcastEventData = (type: string, data: Data): Data => {
  let upcast = data;
  if (type === 'InvestorAdded' && !('investorId' in upcast)) upcast = { ...upcast, investorId: upcast.investorName };
  if (type === 'PortalUserRegistered' && !('userId' in upcast)) upcast = { ...upcast, userId: upcast.username };
  else if (namedUser.has(type)) upcast = renamed(upcast, 'username', 'userId');
  if (namedInvestor.has(type)) upcast = renamed(upcast, 'investorName', 'investorId');
  return upcast;
};
