import { afterAll, beforeAll, expect } from 'vitest';
import { codeAt, stepSeconds } from '../areas/two-factor/totp';
import { startTestServer, testAdmin, type TestServer } from './test-server';

/** The password `addInvestorUser` gives unless told otherwise. */
const defaultInvestorPassword = 'investor-pass-1';

/** A file's server that checks two-factor codes at a clock of the file's own, moved on by whole 30-second steps. */
export interface TwoFactorServer {
  api: TestServer;
  /** The administrator's token, signed in before the tests. */
  admin: string;
  /** The moment (ms) the server checks codes at. */
  now: () => number;
  /** Moves the server's and the codes' clock on by whole steps: no waiting. */
  later: (steps?: number) => void;
  /** The code an authenticator app shows `steps` steps from now. */
  code: (secret: string, steps?: number) => string;
  /**
   * Turns two-factor sign-in on for the token's user, whose password is `password` (an investor's of
   * `addInvestorUser` unless said); answers the secret and the recovery codes.
   */
  turnOn: (
    token: string,
    options?: { password?: string; headers?: Record<string, string> },
  ) => Promise<{ secret: string; recoveryCodes: string[] }>;
}

/** Starts one server for the tests of a file (before all, stopped after all), its two-factor clock at `start`. */
export function twoFactorServerForFile(start: number, options: Parameters<typeof startTestServer>[0] = {}): TwoFactorServer {
  let now = start;
  const server: TwoFactorServer = {
    api: undefined as unknown as TestServer,
    admin: '',
    now: () => now,
    later: (steps = 1) => {
      now += steps * stepSeconds * 1000;
    },
    code: (secret, steps = 0) => codeAt(secret, now + steps * stepSeconds * 1000),
    turnOn: async (token, { password = defaultInvestorPassword, headers = {} } = {}) => {
      const started = await server.api.call('POST', '/auth/totp/enroll', { token, body: { current_password: password }, headers });
      expect(started.status, started.body.message).toBe(200);
      const secret = started.body.secret as string;
      const body = { code: server.code(secret), current_password: password };
      const confirmed = await server.api.call('POST', '/auth/totp/confirm', { token, body, headers });
      expect(confirmed.status, confirmed.body.message).toBe(200);
      return { secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
    },
  };
  beforeAll(async () => {
    server.api = await startTestServer({ ...options, totpNow: () => now });
    server.admin = await server.api.loginAs(testAdmin.username, testAdmin.password);
  });
  afterAll(async () => server.api?.stop());
  return server;
}
