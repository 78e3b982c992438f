import { sql } from 'slonik';
import type { Projector } from '../../runner/projector';
import { identityEventsOf, touchesIdentity } from '../identity-events';

/**
 * Portal users (who may sign in, which registration and sessions epoch a token must name, the
 * tokens signed out before they expire) and sign-in counts per investor.
 *
 * Failed sign-ins are not counted here: throttling and the failed-attempt history live in the
 * sign-in attempts store (src/sign-in-attempts/), outside the log. Older versions kept a
 * `failed_logins` table here; a schema made by them is rebuilt at start (its DDL differs), which
 * drops it.
 */
export const portalUsersProjector: Projector = {
  name: 'portal-users',
  schema: 'rm_users',
  ddl: [
    // By user id (docs/personal-data.md): an investor's user's username is sealed under the investor's
    // key; an administrator's or an auditor's is their id, in clear text.
    `CREATE TABLE portal_users (
      user_id text PRIMARY KEY,
      username text NOT NULL,
      registration_id uuid NOT NULL,
      password_hash text NOT NULL,
      investor_id text UNIQUE,
      admin_level int NOT NULL,
      -- What the user may do (docs/security.md, Roles); an auditor has no investor and admin level 0.
      role text NOT NULL CHECK (role IN ('investor', 'admin', 'auditor')),
      registered_at timestamptz NOT NULL,
      -- Raised by every event that ends the user's tokens; a token carries the epoch it was issued in.
      sessions_epoch int NOT NULL DEFAULT 0,
      -- A dismissed administrator: cannot sign in, keeps its name (appointing it again reinstates it).
      dismissed_at timestamptz,
      -- Two-factor sign-in is on for this registration (docs/two-factor.md); its secret is never here.
      totp_enabled boolean NOT NULL DEFAULT false
    )`,
    // Tokens signed out before they expired. Pruned by the log's own time (not the clock), so a
    // rebuild gives the same rows: each sign-out removes those that expired a while before it.
    `CREATE TABLE signed_out_tokens (
      token_id uuid PRIMARY KEY,
      user_id text NOT NULL,
      expires_at timestamptz NOT NULL
    )`,
    `CREATE INDEX signed_out_tokens_expires_at ON signed_out_tokens (expires_at)`,
    // Auditors added by an administrator; the digest of their secret finds them, only until they register.
    `CREATE TABLE auditors (
      username text PRIMARY KEY,
      secret_digest text UNIQUE,
      added_at timestamptz NOT NULL,
      registered_at timestamptz
    )`,
    // Every investor's user ever registered, deleted ones too: how the audit trail names them. The
    // username is sealed under the investor's key (clear text in older logs).
    `CREATE TABLE user_names (
      user_id text PRIMARY KEY,
      username text NOT NULL,
      investor_id text NOT NULL
    )`,
    `CREATE TABLE investor_logins (
      investor_id text PRIMARY KEY,
      login_count int NOT NULL DEFAULT 0,
      last_login timestamptz
    )`,
  ],
  // Its answers (the session checks) stay kept through the ledger's records.
  touches: touchesIdentity,
  async apply(tx, events) {
    for (const { recorded, event } of identityEventsOf(events)) {
      const at = recorded.recordedAt;
      switch (event.type) {
        case 'InvestorAdded':
          await tx.query(sql.unsafe`INSERT INTO investor_logins (investor_id) VALUES (${event.data.investorId})`);
          break;
        case 'PortalUserRegistered':
          await tx.query(sql.unsafe`
            INSERT INTO portal_users (user_id, username, registration_id, password_hash, investor_id, admin_level, role, registered_at)
            VALUES (${event.data.userId}, ${event.data.username}, ${recorded.id}, ${event.data.passwordHash}, ${event.data.investorId}, 0,
                    'investor', ${at}::timestamptz)`);
          await tx.query(sql.unsafe`
            INSERT INTO user_names (user_id, username, investor_id) VALUES (${event.data.userId}, ${event.data.username}, ${event.data.investorId})
            ON CONFLICT (user_id) DO UPDATE SET username = EXCLUDED.username, investor_id = EXCLUDED.investor_id`);
          break;
        case 'AdministratorAppointed':
          // A dismissed administrator appointed again keeps its registration (the demo's loader keeps
          // its Idempotency-Keys' scope across runs); the raised epoch still ends its old tokens.
          await tx.query(sql.unsafe`
            INSERT INTO portal_users (user_id, username, registration_id, password_hash, investor_id, admin_level, role, registered_at)
            VALUES (${event.data.username}, ${event.data.username}, ${recorded.id}, ${event.data.passwordHash}, NULL, ${event.data.adminLevel},
                    'admin', ${at}::timestamptz)
            ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, admin_level = EXCLUDED.admin_level,
              dismissed_at = NULL, sessions_epoch = portal_users.sessions_epoch + 1`);
          break;
        case 'AuditorAdded':
          // Added again before registering: the new secret replaces the one before.
          await tx.query(sql.unsafe`
            INSERT INTO auditors (username, secret_digest, added_at)
            VALUES (${event.data.username}, ${event.data.secretDigest}, ${at}::timestamptz)
            ON CONFLICT (username) DO UPDATE SET secret_digest = EXCLUDED.secret_digest`);
          break;
        case 'AuditorRegistered':
          await tx.query(sql.unsafe`
            INSERT INTO portal_users (user_id, username, registration_id, password_hash, investor_id, admin_level, role, registered_at)
            VALUES (${event.data.username}, ${event.data.username}, ${recorded.id}, ${event.data.passwordHash}, NULL, 0, 'auditor',
                    ${at}::timestamptz)`);
          await tx.query(sql.unsafe`
            UPDATE auditors SET secret_digest = NULL, registered_at = ${at}::timestamptz WHERE username = ${event.data.username}`);
          break;
        case 'AuditorRemoved':
          // Their sign-in ends with the row (every request checks it); an unused secret ends with theirs.
          await tx.query(sql.unsafe`DELETE FROM portal_users WHERE user_id = ${event.data.username} AND role = 'auditor'`);
          await tx.query(sql.unsafe`DELETE FROM auditors WHERE username = ${event.data.username}`);
          break;
        case 'PortalUserPasswordChanged':
          await tx.query(sql.unsafe`
            UPDATE portal_users SET password_hash = ${event.data.passwordHash}, sessions_epoch = sessions_epoch + 1
            WHERE user_id = ${event.data.userId}`);
          break;
        case 'AdministratorDismissed':
          await tx.query(sql.unsafe`
            UPDATE portal_users SET admin_level = 0, dismissed_at = ${at}::timestamptz, sessions_epoch = sessions_epoch + 1
            WHERE user_id = ${event.data.username} AND investor_id IS NULL`);
          break;
        case 'PortalUserSignedOut':
          // Ten minutes of slack for clocks: the API checks `exp` with its own.
          await tx.query(sql.unsafe`DELETE FROM signed_out_tokens WHERE expires_at < ${at}::timestamptz - interval '10 minutes'`);
          await tx.query(sql.unsafe`
            INSERT INTO signed_out_tokens (token_id, user_id, expires_at)
            VALUES (${event.data.tokenId}::uuid, ${event.data.userId}, ${event.data.expiresAt}::timestamptz)
            ON CONFLICT (token_id) DO NOTHING`);
          break;
        case 'PortalUserDeleted':
          await tx.query(sql.unsafe`DELETE FROM portal_users WHERE user_id = ${event.data.userId}`);
          break;
        case 'TotpEnabled':
          await tx.query(sql.unsafe`
            UPDATE portal_users SET totp_enabled = true
            WHERE user_id = ${event.data.userId} AND registration_id = ${event.data.registrationId}::uuid`);
          break;
        case 'TotpDisabled':
        case 'TotpReset':
          await tx.query(sql.unsafe`UPDATE portal_users SET totp_enabled = false WHERE user_id = ${event.data.userId}`);
          break;
        case 'LoginSucceeded':
          if (event.data.investorId !== null) {
            await tx.query(sql.unsafe`
              UPDATE investor_logins SET login_count = login_count + 1, last_login = ${at}::timestamptz
              WHERE investor_id = ${event.data.investorId}`);
          }
          break;
        default:
          break;
      }
    }
  },
};
