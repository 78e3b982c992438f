/**
 * What the browser tests and the root test set-up may use from this workspace
 * (`@portal/ledger-service/testing`): a scratch PostgreSQL, a free port, the demo's logins, and the
 * code an authenticator app shows for a two-factor secret at a moment.
 */
export { freePort, startScratchPostgres } from '../database/scratch-postgres';
export { demoLogins } from '../demo/investors';
export { codeAt as totpCodeAt } from '../two-factor/totp';
