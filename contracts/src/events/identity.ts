import { z } from 'zod';
import { recordedName as name } from '../names';
import { investorId, orderKey, personName, userId } from './people';

/** Fee as integer basis points: 0, 10 %, 20 % or 30 % (never a float in arithmetic). */
export const feeBasisPoints = z.union([z.literal(0), z.literal(1000), z.literal(2000), z.literal(3000)]);
export type FeeBasisPoints = z.infer<typeof feeBasisPoints>;

export const identityEvents = {
  /**
   * Email, phone, address and the registration secret are sealed under the investor's own key
   * (docs/personal-data.md): `pd1.<key id>.…` envelopes. Events recorded before that hold them in
   * clear text (and no `secretDigest`); both replay.
   */
  InvestorAdded: z.object({
    investorId,
    /** Sealed under the investor's key (clear text in logs from before names were sealed). */
    investorName: personName,
    /**
     * Where the investor sorts among all investors by name (fractional indexing), fixed when added,
     * so an erased name keeps its place: allocation ties go by it. Absent in older logs, where the
     * read models derive it from the clear names in log order.
     */
    orderKey: orderKey.optional(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    feeBasisPoints,
    /** The secret the investor gives to register a portal user; the admin can look it up again. */
    registrationSecret: z.string().min(16),
    /** SHA-256 (hex) of the clear secret: how a registration finds the investor without the secret being kept. */
    secretDigest: z.string().length(64).optional(),
  }),
  /**
   * A new registration secret for an investor whose portal user was deleted: the one before is spent
   * and refused from now on. Sealed like InvestorAdded's.
   */
  RegistrationSecretIssued: z.object({
    investorId,
    registrationSecret: z.string().min(16),
    secretDigest: z.string().length(64),
  }),
  /**
   * The investor's personal data was erased on request: their key is destroyed, so every value sealed
   * under it reads `[erased]`; their figures stay.
   */
  PersonalDataForgotten: z.object({
    investorId,
  }),
  /** A portal user bound to an investor; the event id identifies this registration (and its tokens). */
  PortalUserRegistered: z.object({
    userId,
    /** Sealed under the investor's key (clear text in logs from before usernames were sealed). */
    username: personName,
    passwordHash: z.string(),
    investorId,
  }),
  /** An administrator made to exist at start-up from ADMIN_USERNAME / ADMIN_PASSWORD. */
  AdministratorAppointed: z.object({
    username: name,
    passwordHash: z.string(),
    adminLevel: z.number().int().min(1),
  }),
  /** A new password (change_password, or a changed ADMIN_PASSWORD at start): the user's earlier tokens end. */
  PortalUserPasswordChanged: z.object({
    userId,
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
    userId,
    tokenId: z.string().uuid(),
    expiresAt: z.string().datetime(),
  }),
  /** The user's tokens stop working and the investor may register again. */
  PortalUserDeleted: z.object({
    userId,
    investorId,
  }),
  /** An administrator or an auditor opened an investor's page (once per viewer, investor and day): who saw whose figures. */
  InvestorPageViewed: z.object({
    viewer: name,
    investorId,
  }),
  /**
   * An administrator added an auditor (stream `portal-users`, so the username is taken at once):
   * the secret the auditor registers with. Added again before registering: a new secret, the one
   * before is refused from now on.
   */
  AuditorAdded: z.object({
    username: name,
    /** Sealed under the auditor's own key (docs/personal-data.md). */
    registrationSecret: z.string().min(16),
    /** SHA-256 (hex) of the clear secret: how the registration finds the auditor. */
    secretDigest: z.string().length(64),
  }),
  /** An administrator removed an auditor: they cannot sign in, their tokens end, an unused secret stops working. */
  AuditorRemoved: z.object({ username: name }),
  /** The auditor registered their portal user; the event id identifies this registration (and its tokens). */
  AuditorRegistered: z.object({
    username: name,
    passwordHash: z.string(),
  }),
  /**
   * An auditor read a back-office answer: the call's title, its path and the query it was asked
   * with (the call's own parameters only). Once per auditor, path and day, with the query of the
   * first read that day (ledger-service/src/infrastructure/http/routes/reports/auditor-reads.ts): paging and refetches do not grow the log.
   */
  AuditorRead: z.object({
    username: name,
    title: z.string().min(1).max(200),
    path: z.string().min(1).max(200),
    query: z.record(z.string(), z.string()),
  }),
  LoginSucceeded: z.object({
    userId,
    investorId: investorId.nullable(),
  }),
  LoginFailed: z.object({
    username: z.string().max(200),
    reason: z.enum(['unknown_user', 'wrong_password', 'throttled']),
  }),
  /**
   * Two-factor sign-in (docs/two-factor.md), in the user's own stream `totp-<username>`. A user turned
   * it on with this secret: `secret` is the TOTP secret sealed under the person's key (personal-data),
   * never clear text. Appended with the `TotpEnabled` it belongs to, once a code confirms it (a set-up
   * waits outside the log until then); logs written before also hold starts never confirmed, each
   * replaced by the next. `registrationId` is the registration (its event id) it
   * belongs to: a portal user deleted and registered again starts without it.
   */
  TotpEnrollmentStarted: z.object({
    userId,
    registrationId: z.string().uuid(),
    secret: z.string().min(1),
  }),
  /**
   * Turned on with a code of time step `step` (codes of that step and earlier are refused from now
   * on). The ten recovery codes are kept only as their SHA-256 digests (hex): they are random.
   */
  TotpEnabled: z.object({
    userId,
    registrationId: z.string().uuid(),
    step: z.number().int().nonnegative(),
    recoveryCodeDigests: z.array(z.string().regex(/^[0-9a-f]{64}$/)).length(10),
  }),
  /** A code of time step `step` was accepted: it and every earlier step are refused from now on. */
  TotpCodeUsed: z.object({
    userId,
    step: z.number().int().nonnegative(),
  }),
  /** The recovery code at `index` (0 to 9) was accepted: it is refused from now on. */
  RecoveryCodeUsed: z.object({
    userId,
    index: z.number().int().min(0).max(9),
  }),
  /** The user turned it off (with a code or a recovery code). */
  TotpDisabled: z.object({
    userId,
  }),
  /** An administrator turned off an investor's portal user's two-factor sign-in. */
  TotpReset: z.object({
    userId,
    investorId,
  }),
} as const;
