import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { isStorableText } from '@portal/contracts';
import { portalRoles } from '@portal/contracts/api';
import { createNameQueries } from '../names/queries';
import { secretDigest } from '../investors/secret-digest';

const portalUser = z.object({
  username: z.string(),
  registration_id: z.string(),
  password_hash: z.string(),
  investor_name: z.string().nullable(),
  admin_level: z.number(),
  role: z.enum(portalRoles),
  sessions_epoch: z.number(),
  /** Two-factor sign-in is on (docs/two-factor.md). */
  totp_enabled: z.boolean(),
});
export type PortalUserRow = z.infer<typeof portalUser>;

const loginSummaryRow = z.object({
  investor_name: z.string(),
  login_count: z.number(),
  last_login: z.string().nullable(),
});
export type LoginSummaryRow = z.infer<typeof loginSummaryRow>;

const exactUser = (db: CommonQueryMethods, username: string): Promise<PortalUserRow | null> =>
  db.maybeOne(sql.type(portalUser)`
    SELECT username, registration_id::text, password_hash, investor_name, admin_level, role, sessions_epoch, totp_enabled
    FROM rm_users.portal_users WHERE username = ${username} AND dismissed_at IS NULL`);

export const createPortalUserQueries = (db: CommonQueryMethods) => ({
  /**
   * The user a sign-in names (a dismissed administrator is not found), under the rule of every name (contracts/src/names.ts): `ADMIN` or
   * ` admin ` is `admin`, the username as written winning where old usernames collide. The row holds
   * the stored username, which the token and everything after use.
   */
  byUsername: async (username: string): Promise<PortalUserRow | null> => {
    if (!isStorableText(username)) return null;
    const exact = await exactUser(db, username);
    if (exact !== null) return exact;
    const stored = await createNameQueries(db).resolve('username', username);
    return stored === null ? null : exactUser(db, stored.name);
  },

  /**
   * The user a token names, if its registration is still there and not dismissed, and whether the
   * token itself was signed out. The caller compares the sessions epoch.
   */
  session: async (
    username: string,
    registrationId: string,
    tokenId: string,
  ): Promise<{ user: PortalUserRow; signed_out: boolean } | null> => {
    const row = await db.maybeOne(sql.type(portalUser.extend({ signed_out: z.boolean() }))`
      SELECT username, registration_id::text, password_hash, investor_name, admin_level, role, sessions_epoch, totp_enabled,
        EXISTS (SELECT 1 FROM rm_users.signed_out_tokens WHERE token_id = ${tokenId}::uuid) AS signed_out
      FROM rm_users.portal_users
      WHERE username = ${username} AND registration_id::text = ${registrationId} AND dismissed_at IS NULL`);
    if (row === null) return null;
    const { signed_out, ...user } = row;
    return { user, signed_out };
  },

  loginSummary: async (): Promise<LoginSummaryRow[]> => [
    ...(await db.any(sql.type(loginSummaryRow)`
      SELECT investor_name, login_count, last_login FROM rm_users.investor_logins ORDER BY investor_name`)),
  ],

  /** Investors that have a portal user now (the Delete Portal User list). */
  investorsWithPortalUser: async (): Promise<string[]> => [
    ...(await db.anyFirst(sql.type(z.object({ investor_name: z.string() }))`
      SELECT investor_name FROM rm_users.portal_users WHERE investor_name IS NOT NULL ORDER BY investor_name`)),
  ],

  /** The portal user of an investor (the name as stored), or null when they have none. */
  byInvestor: (investorName: string): Promise<PortalUserRow | null> =>
    db.maybeOne(sql.type(portalUser)`
      SELECT username, registration_id::text, password_hash, investor_name, admin_level, role, sessions_epoch, totp_enabled
      FROM rm_users.portal_users WHERE investor_name = ${investorName} AND dismissed_at IS NULL`),

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
