import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { portalRoles } from '@portal/contracts/api';
import { secretDigest } from '../investors/secret-digest';

const portalUser = z.object({
  /** The user's id: a UUID for an investor's user, the username for staff (docs/personal-data.md). */
  user_id: z.string(),
  /** Sealed under the investor's key for an investor's user (clear text in older logs and for staff). */
  username: z.string(),
  registration_id: z.string(),
  password_hash: z.string(),
  investor_id: z.string().nullable(),
  admin_level: z.number(),
  role: z.enum(portalRoles),
  sessions_epoch: z.number(),
  /** Two-factor sign-in is on (docs/two-factor.md). */
  totp_enabled: z.boolean(),
});
export type PortalUserRow = z.infer<typeof portalUser>;

const loginSummaryRow = z.object({
  investor_id: z.string(),
  login_count: z.number(),
  last_login: z.string().nullable(),
});
export type LoginSummaryRow = z.infer<typeof loginSummaryRow>;

/** A username in use (or kept taken), for the directory of names: whose it is and what it is. */
const usernameRow = z.object({
  user_id: z.string(),
  username: z.string(),
  investor_id: z.string().nullable(),
});
export type UsernameRow = z.infer<typeof usernameRow>;

const columns = sql.fragment`user_id, username, registration_id::text, password_hash, investor_id, admin_level, role, sessions_epoch, totp_enabled`;

/**
 * Portal users by id. A sign-in's username is turned into a user id by the API's directory of names
 * (ledger-service/src/shared/personal-data/directory.ts), which can open the sealed ones.
 */
export const createPortalUserQueries = (db: CommonQueryMethods) => ({
  /** The user with this id, unless dismissed (a dismissed administrator may not sign in). */
  byId: (userId: string): Promise<PortalUserRow | null> =>
    db.maybeOne(sql.type(portalUser)`SELECT ${columns} FROM rm_users.portal_users WHERE user_id = ${userId} AND dismissed_at IS NULL`),

  /**
   * The user a token names, if its registration is still there and not dismissed, and whether the
   * token itself was signed out. The caller compares the sessions epoch.
   */
  session: async (
    userId: string,
    registrationId: string,
    tokenId: string,
  ): Promise<{ user: PortalUserRow; signed_out: boolean } | null> => {
    const row = await db.maybeOne(sql.type(portalUser.extend({ signed_out: z.boolean() }))`
      SELECT ${columns}, EXISTS (SELECT 1 FROM rm_users.signed_out_tokens WHERE token_id = ${tokenId}::uuid) AS signed_out
      FROM rm_users.portal_users
      WHERE user_id = ${userId} AND registration_id::text = ${registrationId} AND dismissed_at IS NULL`);
    if (row === null) return null;
    const { signed_out, ...user } = row;
    return { user, signed_out };
  },

  /** Every username taken: the portal users (dismissed administrators too) and the auditors added, registered or not. */
  usernames: async (): Promise<UsernameRow[]> => [
    ...(await db.any(sql.type(usernameRow)`
      SELECT user_id, username, investor_id FROM rm_users.portal_users
      UNION ALL
      SELECT a.username, a.username, NULL FROM rm_users.auditors a
      WHERE NOT EXISTS (SELECT 1 FROM rm_users.portal_users u WHERE u.user_id = a.username)`)),
  ],

  /** Every investor's user ever registered (deleted ones too), for naming them in the audit trail. */
  investorUserNames: async (): Promise<UsernameRow[]> => [
    ...(await db.any(sql.type(usernameRow)`SELECT user_id, username, investor_id FROM rm_users.user_names`)),
  ],

  /** Sign-ins per investor (by id; the API names them). */
  loginSummary: async (): Promise<LoginSummaryRow[]> => [
    ...(await db.any(sql.type(loginSummaryRow)`SELECT investor_id, login_count, last_login FROM rm_users.investor_logins`)),
  ],

  /** Investors that have a portal user now (the Delete Portal User list), by id. */
  investorsWithPortalUser: async (): Promise<string[]> => [
    ...(await db.anyFirst(sql.type(z.object({ investor_id: z.string() }))`
      SELECT investor_id FROM rm_users.portal_users WHERE investor_id IS NOT NULL`)),
  ],

  /** Every investor's portal user now, by investor id, and whether it signs in with a second factor (the back office's Investors table). */
  investorPortalUsers: async (): Promise<{ investor_id: string; totp_enabled: boolean }[]> => [
    ...(await db.any(sql.type(z.object({ investor_id: z.string(), totp_enabled: z.boolean() }))`
      SELECT investor_id, totp_enabled FROM rm_users.portal_users WHERE investor_id IS NOT NULL AND dismissed_at IS NULL`)),
  ],

  /** The portal user of an investor, or null when they have none. */
  byInvestor: (investorId: string): Promise<PortalUserRow | null> =>
    db.maybeOne(sql.type(portalUser)`
      SELECT ${columns} FROM rm_users.portal_users WHERE investor_id = ${investorId} AND dismissed_at IS NULL`),

  /** The auditor a registration secret belongs to, while they have not registered. */
  auditorBySecret: (secret: string): Promise<string | null> =>
    db.maybeOneFirst(sql.type(z.object({ username: z.string() }))`
      SELECT username FROM rm_users.auditors WHERE secret_digest = ${secretDigest(secret)} AND registered_at IS NULL`),

  /** Every auditor added, in username order, and whether they have registered. */
  auditors: async (): Promise<{ username: string; registered: boolean }[]> => [
    ...(await db.any(sql.type(z.object({ username: z.string(), registered: z.boolean() }))`
      SELECT username, registered_at IS NOT NULL AS registered FROM rm_users.auditors ORDER BY username`)),
  ],
});

export type PortalUserQueries = ReturnType<typeof createPortalUserQueries>;
