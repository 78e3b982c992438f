/**
 * What the browser tests, the root test set-up and the tools' tests may use from this workspace
 * (`@portal/ledger-service/testing`): a scratch PostgreSQL, a free port, a test server with its
 * administrator, a generated ledger log, the code an authenticator app shows for a two-factor secret
 * at a moment, and the smoke test of a running deployment.
 */
export { freePort, startScratchPostgres } from '../infrastructure/database/scratch-postgres';
export { benchInvestors, ledgerLog } from './ledger-log';
export { startTestServer, testAdmin, testMasterKey, type TestServer } from './test-server';
export { codeAt as totpCodeAt } from '../areas/two-factor/totp';
export { runToEnd } from './run-to-end';
export { startMainProcess, type MainProcess } from './main-process';
export { signInRecordRead } from './smoke';
