/**
 * What the browser tests and the root test set-up may use from this workspace
 * (`@portal/ledger-service/testing`): a scratch PostgreSQL, a free port, the demo's logins, the
 * code an authenticator app shows for a two-factor secret at a moment, and the smoke test of a
 * running deployment.
 */
export { freePort, startScratchPostgres } from '../database/scratch-postgres';
export { demoLogins } from '../demo/investors';
export { codeAt as totpCodeAt } from '../two-factor/totp';
export { signInRecordRead } from './smoke';
