import { randomBytes } from 'node:crypto';
import type { EventStore } from '@portal/contracts';

/** The administrator `npm run demo` appoints in a new data folder. */
export const demoAdminUsername = 'demo-admin';

export interface DemoAdministrator {
  username: string;
  password: string;
  /** Made by this run (a new data folder): printed once, and nowhere else. */
  generated: boolean;
}

/** The refusal of `npm run demo` without ADMIN_USERNAME and ADMIN_PASSWORD on a log that holds events. */
export const needsAdministrator =
  'npm run demo needs ADMIN_USERNAME and ADMIN_PASSWORD here: this database already holds a log, and the demo appoints an ' +
  'administrator of its own only in a new data folder. Run it with the administrator the server is configured with ' +
  '(or the one an earlier npm run demo printed for this data folder).';

/**
 * Who `npm run demo` signs in as. The configured administrator (ADMIN_USERNAME, ADMIN_PASSWORD) when
 * there is one. Without it, only a new data folder (a log with no event yet) gets `demo-admin`,
 * with a password made now, never a fixed one: a demo run against a live server must not leave an
 * administrator whose password anyone could read in this code (docs/security.md).
 */
export const demoAdministrator = async (
  configured: { username: string; password: string } | undefined,
  store: Pick<EventStore, 'headPosition'>,
): Promise<DemoAdministrator> => {
  if (configured) return { ...configured, generated: false };
  if ((await store.headPosition()) !== null) throw new Error(needsAdministrator);
  return { username: demoAdminUsername, password: randomBytes(18).toString('base64url'), generated: true };
};
