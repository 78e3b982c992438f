/**
 * Worked examples that tests of several workspaces spell out alike (`@portal/contracts/testing`):
 * the server's tests record them and the web's tests show them. Plain data only, so any test may
 * import it.
 */
export { nothingPutIn, workedReturns } from './returns';
export { noMemberFigures } from './taxes';
