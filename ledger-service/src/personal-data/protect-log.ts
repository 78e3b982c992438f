import { parseDomainEvent, type EventStore, type RecordedEvent } from '@portal/contracts';
import { secretDigest } from '@portal/projections';
import type { CommonQueryMethods } from 'slonik';
import {
  copyEventLog,
  createCopyProgressBar,
  createPostgresCopyCheckpoint,
  migrateCopyCheckpoints,
  type CopyResult,
  type CopyRunOptions,
} from '../event-store/migration';
import { portalUsersStream } from '../users/decider';
import { isEnvelope } from './envelope';
import { investorSubject, userSubject, type PersonalData } from './personal-data';

/**
 * What `npm run protect-log` does to each event on its way into the new log (docs/personal-data.md):
 * every personal value still in clear text (a log written before sealing) is sealed under its
 * person's key, and old investors get the digest their secret is found by. Values already sealed,
 * and every other event, pass unchanged.
 *
 * A password change names only the username: whose key it takes (the investor's, or the user's own)
 * is found by folding the portal-users stream up to it, read once at the start.
 */
export const createLogProtector = async (source: EventStore, target: PersonalData) => {
  const passwordOwners = new Map<string, string>();
  const investorOf = new Map<string, string>();
  for (const recorded of await source.readStream(portalUsersStream)) {
    const event = parseDomainEvent(recorded);
    if (event.type === 'PortalUserRegistered') investorOf.set(event.data.username, event.data.investorName);
    else if (event.type === 'PortalUserDeleted') investorOf.delete(event.data.username);
    else if (event.type === 'PortalUserPasswordChanged') {
      const investor = investorOf.get(event.data.username);
      passwordOwners.set(recorded.id, investor === undefined ? userSubject(event.data.username) : investorSubject(investor));
    }
  }

  const seal = async (subject: string, value: string) => (isEnvelope(value) ? value : target.protect(subject, value));

  const protectEvent = async (recorded: RecordedEvent): Promise<RecordedEvent> => {
    const event = parseDomainEvent(recorded);
    switch (event.type) {
      case 'InvestorAdded': {
        const d = event.data;
        const subject = investorSubject(d.investorName);
        const data = {
          ...d,
          email: await seal(subject, d.email),
          phone: await seal(subject, d.phone),
          address: await seal(subject, d.address),
          registrationSecret: await seal(subject, d.registrationSecret),
          secretDigest: d.secretDigest ?? secretDigest(d.registrationSecret),
        };
        return { ...recorded, data };
      }
      case 'PortalUserRegistered':
        return {
          ...recorded,
          data: { ...event.data, passwordHash: await seal(investorSubject(event.data.investorName), event.data.passwordHash) },
        };
      case 'AdministratorAppointed':
        return {
          ...recorded,
          data: { ...event.data, passwordHash: await seal(userSubject(event.data.username), event.data.passwordHash) },
        };
      case 'PortalUserPasswordChanged': {
        const subject = passwordOwners.get(recorded.id) ?? userSubject(event.data.username);
        return { ...recorded, data: { ...event.data, passwordHash: await seal(subject, event.data.passwordHash) } };
      }
      default:
        return recorded;
    }
  };

  return async (page: readonly RecordedEvent[]): Promise<RecordedEvent[]> => {
    const out: RecordedEvent[] = [];
    for (const recorded of page) out.push(await protectEvent(recorded));
    return out;
  };
};

/** Copies the source's key table into the target's (re-wrapped under the target's master key), so values sealed before stay readable. */
export const carryKeys = async (source: PersonalData, target: PersonalData): Promise<number> => {
  const keys = await source.keys.allKeys();
  for (const key of keys) await target.keys.adopt(key);
  return keys.length;
};

export interface ProtectLogOptions extends CopyRunOptions {
  /** The log to protect, and its key table (keys of values sealed before). */
  readonly source: { store: EventStore; personalData: PersonalData; countEvents: (() => Promise<number>) | null };
  /** The new PostgreSQL log, its database (the copy's checkpoint) and its key table. */
  readonly target: { store: EventStore; db: CommonQueryMethods; personalData: PersonalData };
}

/**
 * `npm run protect-log` without its process concerns: carries the key table over, then copies the
 * log with every personal value sealed, behind a progress bar and a checkpoint kept in the target's
 * database (a second run resumes; a finished one appends nothing).
 */
export const runProtectLog = async (options: ProtectLogOptions): Promise<CopyResult> => {
  const { source, target, log } = options;
  const carried = await carryKeys(source.personalData, target.personalData);
  if (carried > 0) log(`Carried ${carried} personal-data keys into the new key table.`);
  await migrateCopyCheckpoints(target.db);
  const checkpoint = createPostgresCopyCheckpoint(target.db, 'protect-log');
  if (options.fromStart) await checkpoint.reset();
  const earlier = await checkpoint.load();
  const total = source.countEvents ? await source.countEvents() : 0;
  log(
    earlier
      ? `Resuming: ${earlier.copied.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} events were copied before.`
      : `Copying ${total.toLocaleString('en-US')} events into the new log, sealing personal values on the way.`,
  );
  const bar = createCopyProgressBar({
    total,
    alreadyCopied: earlier?.copied ?? 0,
    ...(options.progressStream ? { stream: options.progressStream } : {}),
  });
  try {
    return await copyEventLog({
      source: source.store,
      target: target.store,
      checkpoint,
      batchSize: options.batchSize ?? 500,
      transform: await createLogProtector(source.store, target.personalData),
      onProgress: bar.update,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } finally {
    bar.stop();
  }
};
