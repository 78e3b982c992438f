import { parseDomainEvent } from '@portal/contracts';
import { sql } from 'slonik';
import type { Projector } from '../../runner/projector';

/**
 * Portal users (who may sign in, and which registration a token belongs to) and sign-in counts per
 * investor.
 *
 * Failed sign-ins are no longer counted here: throttling and the failed-attempt history live in the
 * sign-in attempts store (src/sign-in-attempts/), outside the log. This read model used to keep a
 * `failed_logins` table; it is no longer written or read. This DDL runs only when the schema is
 * built (a fresh database, or a rebuild from the log, which swaps in a whole new schema), so a
 * database from before keeps the old table, unused and harmless, until rm_users is next rebuilt and
 * the table goes with the old schema. No DROP is needed, and none belongs here: this DDL never runs
 * against an existing schema, and the old `LoginFailed` events it was filled from stay in the log.
 */
export const portalUsersProjector: Projector = {
  name: 'portal-users',
  schema: 'rm_users',
  ddl: [
    `CREATE TABLE portal_users (
      username text PRIMARY KEY,
      registration_id uuid NOT NULL,
      password_hash text NOT NULL,
      investor_name text UNIQUE,
      admin_level int NOT NULL,
      registered_at timestamptz NOT NULL
    )`,
    `CREATE TABLE investor_logins (
      investor_name text PRIMARY KEY,
      login_count int NOT NULL DEFAULT 0,
      last_login timestamptz
    )`,
  ],
  async apply(tx, events) {
    for (const recorded of events) {
      const event = parseDomainEvent(recorded);
      const at = recorded.recordedAt;
      switch (event.type) {
        case 'InvestorAdded':
          await tx.query(sql.unsafe`INSERT INTO investor_logins (investor_name) VALUES (${event.data.investorName})`);
          break;
        case 'PortalUserRegistered':
          await tx.query(sql.unsafe`
            INSERT INTO portal_users (username, registration_id, password_hash, investor_name, admin_level, registered_at)
            VALUES (${event.data.username}, ${recorded.id}, ${event.data.passwordHash}, ${event.data.investorName}, 0, ${at}::timestamptz)`);
          break;
        case 'AdministratorAppointed':
          await tx.query(sql.unsafe`
            INSERT INTO portal_users (username, registration_id, password_hash, investor_name, admin_level, registered_at)
            VALUES (${event.data.username}, ${recorded.id}, ${event.data.passwordHash}, NULL, ${event.data.adminLevel}, ${at}::timestamptz)`);
          break;
        case 'PortalUserPasswordChanged':
          await tx.query(sql.unsafe`
            UPDATE portal_users SET password_hash = ${event.data.passwordHash} WHERE username = ${event.data.username}`);
          break;
        case 'PortalUserDeleted':
          await tx.query(sql.unsafe`DELETE FROM portal_users WHERE username = ${event.data.username}`);
          break;
        case 'LoginSucceeded':
          if (event.data.investorName !== null) {
            await tx.query(sql.unsafe`
              UPDATE investor_logins SET login_count = login_count + 1, last_login = ${at}::timestamptz
              WHERE investor_name = ${event.data.investorName}`);
          }
          break;
        default:
          break;
      }
    }
  },
};
