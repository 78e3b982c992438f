import { z } from 'zod';
import { recordedName as name } from '../names';

/** Fee as integer basis points: 0, 10 %, 20 % or 30 % (never a float in arithmetic). */
export const feeBasisPoints = z.union([z.literal(0), z.literal(1000), z.literal(2000), z.literal(3000)]);
export type FeeBasisPoints = z.infer<typeof feeBasisPoints>;

export const identityEvents = {
  InvestorAdded: z.object({
    investorName: name,
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    feeBasisPoints,
    /** The secret the investor gives to register a portal user; the admin can look it up again. */
    registrationSecret: z.string().min(16),
  }),
  /** A portal user bound to an investor; the event id identifies this registration (and its tokens). */
  PortalUserRegistered: z.object({
    username: name,
    passwordHash: z.string(),
    investorName: name,
  }),
  /** An administrator made to exist at start-up from ADMIN_USERNAME / ADMIN_PASSWORD. */
  AdministratorAppointed: z.object({
    username: name,
    passwordHash: z.string(),
    adminLevel: z.number().int().min(1),
  }),
  /** A new password (change_password, or a changed ADMIN_PASSWORD at start): the user's earlier tokens end. */
  PortalUserPasswordChanged: z.object({
    username: name,
    passwordHash: z.string(),
  }),
  /**
   * An administrator other than the configured one (an earlier ADMIN_USERNAME, the demo's loader)
   * loses its rights: it can no longer sign in, its tokens end, and its name stays taken. Appointing
   * it again reinstates it.
   */
  AdministratorDismissed: z.object({
    username: name,
  }),
  /**
   * A signed-in user signed out: the token `tokenId` (its `jti`) is refused from now on, until it
   * would have expired anyway (`expiresAt`, after which nothing needs to remember it).
   */
  PortalUserSignedOut: z.object({
    username: name,
    tokenId: z.string().uuid(),
    expiresAt: z.string().datetime(),
  }),
  /** The user's tokens stop working and the investor may register again. */
  PortalUserDeleted: z.object({
    username: name,
    investorName: name,
  }),
  /** An administrator opened an investor's page (once per sign-in and investor): who saw whose figures. */
  InvestorPageViewed: z.object({
    viewer: name,
    investorName: name,
  }),
  LoginSucceeded: z.object({
    username: name,
    investorName: name.nullable(),
  }),
  LoginFailed: z.object({
    username: z.string().max(200),
    reason: z.enum(['unknown_user', 'wrong_password', 'throttled']),
  }),
} as const;
