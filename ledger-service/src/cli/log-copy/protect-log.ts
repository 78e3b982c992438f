import { parseDomainEvent, upcastEventData, type EventStore, type RecordedEvent } from '@portal/contracts';
import { secretDigest } from '@portal/projections';
import type { CommonQueryMethods } from 'slonik';
import {
  copyEventLog,
  createPostgresCopyCheckpoint,
  migrateCopyCheckpoints,
  type CopyResult,
} from '../../infrastructure/event-store/migration';
import { createCopyProgressBar } from './progress-bar';
import type { CopyRunOptions } from './run-copy';
import { isEnvelope } from '../../shared/personal-data/envelope';
import { investorSubject, userSubject, type PersonalData } from '../../shared/personal-data/personal-data';
import { planMove } from './protect-log-plan';
import { portalUsersStream } from '../../shared/streams';

/**
 * What `npm run protect-log` does to each event on its way into the new log (docs/personal-data.md):
 * every personal value still in clear text (a log written before sealing) is sealed under its
 * person's key, old investors get the digest their secret is found by, and investors and their
 * portal users named by name (a log from before ids) are named by the ids `planMove` chose, their
 * names sealed, their streams and the events' actors moved with them. Values already sealed, and
 * every other event, pass unchanged.
 *
 * A password change names only the user: whose key it takes (the investor's, or the user's own)
 * is found by folding the portal-users stream up to it, read once at the start.
 */
export const createLogProtector = async (source: EventStore, target: PersonalData) => {
  const plan = await planMove(source);
  const passwordOwners = new Map<string, string>();
  const investorOf = new Map<string, string>();
  for (const recorded of await source.readStream(portalUsersStream)) {
    const event = parseDomainEvent(recorded);
    if (event.type === 'PortalUserRegistered') investorOf.set(event.data.userId, event.data.investorId);
    else if (event.type === 'PortalUserDeleted') investorOf.delete(event.data.userId);
    else if (event.type === 'PortalUserPasswordChanged') {
      const investor = investorOf.get(event.data.userId);
      const movedInvestor = investor === undefined ? undefined : (plan.investorId(investor) ?? investor);
      passwordOwners.set(recorded.id, movedInvestor === undefined ? userSubject(event.data.userId) : investorSubject(movedInvestor));
    }
  }

  const seal = async (subject: string, value: string) => (isEnvelope(value) ? value : target.protect(subject, value));
  /** Today's shape of the event's data, investors and users named by their new ids. */
  const moved = (recorded: RecordedEvent): Record<string, unknown> => {
    const data: Record<string, unknown> = { ...upcastEventData(recorded.type, recorded.data) };
    if (typeof data.investorId === 'string') data.investorId = plan.investorId(data.investorId) ?? data.investorId;
    if (typeof data.userId === 'string') data.userId = plan.userId(data.userId, recorded.position) ?? data.userId;
    return data;
  };

  const protectEvent = async (recorded: RecordedEvent): Promise<RecordedEvent> => {
    const event = parseDomainEvent(recorded);
    const data = moved(recorded);
    const actor = plan.userId(recorded.metadata.actor, recorded.position) ?? recorded.metadata.actor;
    const done = (changed: Record<string, unknown>) => ({
      ...recorded,
      streamName: plan.streamName(recorded.streamName),
      metadata: { ...recorded.metadata, actor },
      data: changed,
    });
    switch (event.type) {
      case 'InvestorAdded': {
        const d = event.data;
        const investorId = String(data.investorId);
        const subject = investorSubject(investorId);
        return done({
          ...data,
          investorName: await seal(subject, d.investorName),
          ...(d.orderKey === undefined && { orderKey: plan.orderKey(investorId) }),
          email: await seal(subject, d.email),
          phone: await seal(subject, d.phone),
          address: await seal(subject, d.address),
          registrationSecret: await seal(subject, d.registrationSecret),
          secretDigest: d.secretDigest ?? secretDigest(d.registrationSecret),
        });
      }
      case 'PortalUserRegistered': {
        const subject = investorSubject(String(data.investorId));
        return done({
          ...data,
          userId: plan.registeredUserId(recorded.id) ?? event.data.userId,
          username: await seal(subject, event.data.username),
          passwordHash: await seal(subject, event.data.passwordHash),
        });
      }
      case 'AdministratorAppointed':
        return done({ ...data, passwordHash: await seal(userSubject(event.data.username), event.data.passwordHash) });
      case 'PortalUserPasswordChanged': {
        const subject = passwordOwners.get(recorded.id) ?? userSubject(event.data.userId);
        return done({ ...data, passwordHash: await seal(subject, event.data.passwordHash) });
      }
      case 'AuditorRead': {
        // A read of an investor's page names them by id, not by name.
        const { investor_name: name, ...query } = event.data.query;
        if (name === undefined) return done(data);
        return done({ ...data, query: { ...query, investor_id: plan.investorId(name) ?? name } });
      }
      case 'LoginFailed':
        return done({ ...data, username: plan.userId(event.data.username, recorded.position) ?? event.data.username });
      default:
        return done(data);
    }
  };

  return {
    plan,
    transform: async (page: readonly RecordedEvent[]): Promise<RecordedEvent[]> => {
      const out: RecordedEvent[] = [];
      for (const recorded of page) out.push(await protectEvent(recorded));
      return out;
    },
  };
};

/**
 * Copies the source's key table into the target's (re-wrapped under the target's master key), so
 * values sealed before stay readable; a person's key goes under the subject of their new id.
 */
export const carryKeys = async (source: PersonalData, target: PersonalData, subjectOf: (subject: string) => string): Promise<number> => {
  const keys = await source.keys.allKeys();
  for (const key of keys) await target.keys.adopt({ ...key, subject: subjectOf(key.subject) });
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
  const protector = await createLogProtector(source.store, target.personalData);
  const carried = await carryKeys(source.personalData, target.personalData, protector.plan.subject);
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
      transform: protector.transform,
      onProgress: bar.update,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } finally {
    bar.stop();
  }
};
