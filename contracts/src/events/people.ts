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
const namedInvestor = [
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
] as const;

/** `username` became `userId` in these. */
const namedUser = [
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
] as const;

const renamed = (data: Data, from: string, to: string): Data => {
  if (!(from in data) || to in data) return data;
  const { [from]: value, ...rest } = data;
  return { ...rest, [to]: value };
};

/** Version 1 of an event named a person by name; version 2 names them by id (the name was the id). */
const byId =
  (type: string) =>
  (data: Data): Data => {
    let upcast = data;
    if (type === 'InvestorAdded' && !('investorId' in upcast)) upcast = { ...upcast, investorId: upcast.investorName };
    if (type === 'PortalUserRegistered' && !('userId' in upcast)) upcast = { ...upcast, userId: upcast.username };
    else if ((namedUser as readonly string[]).includes(type)) upcast = renamed(upcast, 'username', 'userId');
    if ((namedInvestor as readonly string[]).includes(type)) upcast = renamed(upcast, 'investorName', 'investorId');
    return upcast;
  };

/** The step of every event type that named investors or users by name: version 2 names them by id. */
export const peopleByIdUpcasters = Object.fromEntries(
  [...new Set(['InvestorAdded', ...namedInvestor, ...namedUser])].map((type) => [
    type,
    [
      {
        toVersion: 2,
        why: 'investors and their users are named by id; their names are sealed (docs/personal-data.md)',
        upcast: byId(type),
      },
    ],
  ]),
);
