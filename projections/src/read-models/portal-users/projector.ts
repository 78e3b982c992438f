import { parseDomainEvent } from '@portal/contracts';
import { sql } from 'slonik';
import type { Projector } from '../../runner/projector';

/**
 * Portal users (who may sign in, and which registration a token belongs to), sign-in counts per
 * investor, and the failed sign-ins since the last success (for throttling).
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
    `CREATE TABLE failed_logins (
      username text NOT NULL,
      failed_at timestamptz NOT NULL
    )`,
    `CREATE INDEX failed_logins_username ON failed_logins (username, failed_at)`,
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
          await tx.query(sql.unsafe`DELETE FROM failed_logins WHERE username = ${event.data.username}`);
          if (event.data.investorName !== null) {
            await tx.query(sql.unsafe`
              UPDATE investor_logins SET login_count = login_count + 1, last_login = ${at}::timestamptz
              WHERE investor_name = ${event.data.investorName}`);
          }
          break;
        case 'LoginFailed':
          if (event.data.reason !== 'throttled') {
            await tx.query(sql.unsafe`INSERT INTO failed_logins (username, failed_at) VALUES (${event.data.username}, ${at}::timestamptz)`);
          }
          break;
        default:
          break;
      }
    }
  },
};
