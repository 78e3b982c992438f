/**
 * What the browser tests and the root test set-up may use from this workspace
 * (`@portal/ledger-service/testing`): a scratch PostgreSQL, a free port, and the demo's logins.
 */
export { freePort, startScratchPostgres } from '../database/scratch-postgres';
export { demoLogins } from '../demo/investors';
