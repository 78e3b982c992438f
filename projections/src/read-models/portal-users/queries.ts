import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

const portalUser = z.object({
  username: z.string(),
  registration_id: z.string(),
  password_hash: z.string(),
  investor_name: z.string().nullable(),
  admin_level: z.number(),
});
export type PortalUserRow = z.infer<typeof portalUser>;

const loginSummaryRow = z.object({
  investor_name: z.string(),
  login_count: z.number(),
  last_login: z.string().nullable(),
});
export type LoginSummaryRow = z.infer<typeof loginSummaryRow>;

export const createPortalUserQueries = (db: CommonQueryMethods) => ({
  byUsername: (username: string): Promise<PortalUserRow | null> =>
    db.maybeOne(sql.type(portalUser)`
      SELECT username, registration_id::text, password_hash, investor_name, admin_level
      FROM rm_users.portal_users WHERE username = ${username}`),

  /** The user a token was issued to, if that registration still exists (deleted users lose access). */
  activeRegistration: (username: string, registrationId: string): Promise<PortalUserRow | null> =>
    db.maybeOne(sql.type(portalUser)`
      SELECT username, registration_id::text, password_hash, investor_name, admin_level
      FROM rm_users.portal_users WHERE username = ${username} AND registration_id::text = ${registrationId}`),

  loginSummary: async (): Promise<LoginSummaryRow[]> =>
    [...(await db.any(sql.type(loginSummaryRow)`
      SELECT investor_name, login_count, last_login FROM rm_users.investor_logins ORDER BY investor_name`))],

  /** Investors that have a portal user now (the Delete Portal User list). */
  investorsWithPortalUser: async (): Promise<string[]> =>
    [...(await db.anyFirst(sql.type(z.object({ investor_name: z.string() }))`
      SELECT investor_name FROM rm_users.portal_users WHERE investor_name IS NOT NULL ORDER BY investor_name`))],
});

export type PortalUserQueries = ReturnType<typeof createPortalUserQueries>;
