import type { EventStore } from '@portal/contracts';
import {
  allProjectors,
  createAuditQueries,
  createDatabasePool,
  createInvestorQueries,
  createLedgerQueries,
  createNameQueries,
  createNoticeQueries,
  createPortalUserQueries,
  createRecordLocationQueries,
  createSignInAttempts,
  migrateSignInAttempts,
  startProjections,
  followProjections,
  type DatabasePool,
  type ProjectionsHandle,
  type SignInAttemptsOptions,
} from '@portal/projections';
import { sql } from 'slonik';
import type { Config } from './config';
import { startEmbeddedDatabase, type DatabaseRole } from './infrastructure/database/embedded';
import { openEventStore } from './infrastructure/event-store/open';
import type { PoolState } from './infrastructure/event-store/postgres';
import { withUpcasting } from './infrastructure/event-store/upcasting-store';
import { createIdempotencyStore, migrateIdempotencyStore } from './shared/idempotency/store';
import { createWriteRates, migrateWriteRates, type WriteLimits } from './infrastructure/http/write-rate-limit';
import { systemClock, type Clock } from './shared/clock';
import { createCommandRunner } from './shared/command-runner';
import { countAppends, countCommands } from './shared/runtime-metrics';
import { createRebuildService } from './areas/maintenance/rebuild-service';
import { createSignInThrottle, type SignInThrottleOptions } from './areas/users/sign-in-throttle';
import { createPersonalData, migrateKeyStore } from './shared/personal-data';
import { createDirectory } from './shared/personal-data/directory';
import { createNameLock } from './shared/personal-data/name-lock';
import { createPeriodLock } from './shared/periods/period-lock';
import { holdingAdvisoryLock, ifHoldingAdvisoryLock } from './shared/advisory-lock';
import { createTimeTravel } from './areas/reports/time-travel';
import { createPendingEnrolments, migratePendingEnrolments } from './areas/two-factor/pending-enrolments';
import { recipientEmail, type MailSettings } from './areas/notices/mail';
import { openMail } from './infrastructure/mail/transport';
import { createNoticeSender } from './areas/notices/sender';
import { createDistributionDrafts, migrateDistributionDrafts } from './areas/distributions/drafts';
import type { AchSettings } from './areas/distributions/nacha';
import { createResetTokens, migrateResetTokens } from './areas/users/reset-tokens';
import { createPasswordResets } from './areas/users/password-reset';
import { createStatements } from './areas/statements/service';
import { logger } from './shared/logger';
import { migrateStatements } from './areas/statements/storage';

export interface Runtime {
  databaseUrl: string;
  pool: DatabasePool;
  /**
   * Connections that hold a session lock while their holder works on `pool` (the closed period's:
   * shared/periods/period-lock.ts), apart so that holders never wait for one another's connections.
   */
  lockPool: DatabasePool;
  /** The log as the product reads it: every event in today's shape (infrastructure/event-store/upcasting-store.ts). */
  store: EventStore;
  /** The log as it was recorded, for the tools that copy it (migrate:esdb, protect-log). */
  recordedStore: EventStore;
  /** The size of the log for progress bars, or null where the store cannot count it cheaply. */
  countEvents: (() => Promise<number>) | null;
  /** How the event store's own connection pool stands, for the pool gauge; null where it has none of ours (KurrentDB). */
  eventStorePool: (() => PoolState) | null;
  /**
   * Runs start-up work that must be done once (the administrator: areas/users/ensure-admin.ts) alone,
   * under the lock the migrations were made under: of processes starting together on the database,
   * one does it and the others find it done.
   */
  startUpWork: <T>(work: () => Promise<T>) => Promise<T>;
  /** Resolves when PostgreSQL answers a query, rejects when it cannot (GET /healthz). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

/** How long the projections process may go unheard while the read models lag before /healthz says the API waits for it. */
const projectionsSilentMs = 10_000;

/** The advisory lock start-up work is done under (`Runtime.startUpWork`). */
const startUpLockKey = 7_401_113_363;

/** The advisory lock the notice sender holds while it sends: one sender at a time over every API process (docs/notices.md). */
const noticeSenderLockKey = 7_401_113_364;

/**
 * The database (embedded unless DATABASE_URL is set), the read-model pool and the event store the
 * configuration names (PostgreSQL in that database by default, or EventStoreDB).
 */
export const openRuntime = async (
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'eventStore' | 'esdbUrl'>>,
  /** `server` (main.ts only) owns the embedded PostgreSQL; commands use the server's when it runs (infrastructure/database/embedded.ts). */
  options: { role?: DatabaseRole } = {},
): Promise<Runtime> => {
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(config.dataDir, { role: options.role });
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  let pool: DatabasePool | undefined;
  let lockPool: DatabasePool | undefined;
  let store: EventStore | undefined;
  try {
    pool = await createDatabasePool(databaseUrl);
    lockPool = await createDatabasePool(databaseUrl);
    const [openPool, openLockPool] = [pool, lockPool];
    const startUpWork = <T>(work: () => Promise<T>) => holdingAdvisoryLock(openLockPool, startUpLockKey, 'exclusive', work);
    // The event store migrates its own schema, under a lock of its own, and may wait for KurrentDB: not under this one.
    const opened = await openEventStore(config, databaseUrl, openPool);
    store = opened.store;
    await startUpWork(async () => {
      await migrateIdempotencyStore(openPool);
      await migrateSignInAttempts(openPool);
      await migrateKeyStore(openPool);
      await migratePendingEnrolments(openPool);
      await migrateDistributionDrafts(openPool);
      await migrateWriteRates(openPool);
      await migrateResetTokens(openPool);
      await migrateStatements(openPool);
    });
    const openStore = store;
    return {
      databaseUrl,
      pool: openPool,
      lockPool: openLockPool,
      startUpWork,
      store: withUpcasting(openStore),
      recordedStore: openStore,
      countEvents: opened.countEvents,
      eventStorePool: opened.poolState,
      // No timeout of our own: slonik's connection timeout bounds a database that does not answer.
      ping: async () => {
        await openPool.query(sql.unsafe`SELECT 1`);
      },
      close: async () => {
        await openStore.close();
        // A connection PostgreSQL ended under us (a crash, a restart) fails slonik's own end of it,
        // which fails the pool's end: it is closed all the same, and the database must still stop.
        await openPool.end().catch(() => undefined);
        await openLockPool.end().catch(() => undefined);
        await embedded?.stop();
      },
    };
  } catch (error) {
    // A start that fails half-way (an unreachable ESDB_URL, say) must not leave the embedded
    // PostgreSQL running after the process exits.
    await store?.close().catch(() => undefined);
    await pool?.end().catch(() => undefined);
    await lockPool?.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
};

/** Projectors running in this process, and everything the HTTP API needs on top of the runtime. */
export const startServices = async (
  runtime: Runtime,
  options: {
    /** The key that encrypts every person's key (DATA_KEY; shared/personal-data/). */
    masterKey: Buffer;
    projectionsInProcess?: boolean;
    clock?: Clock;
    throttle?: SignInThrottleOptions;
    signInAttempts?: SignInAttemptsOptions;
    /** The writes per user and role (infrastructure/http/write-rate-limit.ts); its defaults unless a test or the bench sets them. */
    writeLimits?: WriteLimits;
    /** How mail is sent (docs/notices.md); none is sent when absent. */
    mail?: MailSettings;
    /** The bank file's settings (ACH_*; docs/distributions.md); without them no run's file can be made. */
    ach?: AchSettings;
  },
) => {
  // Projectors run by `npm run projections` elsewhere: followed through what it announces.
  const followed =
    options.projectionsInProcess === false
      ? await followProjections({ pool: runtime.pool, connectionString: runtime.databaseUrl, projectors: allProjectors })
      : null;
  const projections: ProjectionsHandle =
    followed ??
    // Announced, so that API processes with PROJECTIONS=external beside this one follow it too.
    // Listening, so that a rebuild's swap (npm run rebuild beside it, say) drops the answers it kept.
    (await startProjections({
      pool: runtime.pool,
      store: runtime.store,
      projectors: allProjectors,
      announce: true,
      connectionString: runtime.databaseUrl,
    }));
  // Counted for GET /metrics: commands by outcome, events appended (shared/runtime-metrics.ts).
  const runner = countCommands(createCommandRunner({ store: countAppends(runtime.store), projections }));
  const readModelVersion = (projectorName: string): Promise<string> => projections.version(projectorName);
  const users = createPortalUserQueries(runtime.pool);
  const investors = createInvestorQueries(runtime.pool);
  const personalData = createPersonalData(runtime.pool, options.masterKey);
  const mail = openMail(
    options.mail ?? { smtp: undefined, brandTitle: 'Investor Portal', publicUrl: 'http://localhost', adminEmail: undefined },
  );
  const notices = createNoticeQueries(runtime.pool);
  const people = createDirectory({
    investors,
    users,
    personalData,
    version: async () => `${await readModelVersion('investors')}/${await readModelVersion('portal-users')}`,
  });
  const throttle = createSignInThrottle(runtime.pool, options.throttle);
  /** Password-reset links sent and not yet used (only their digests: areas/users/reset-tokens.ts). */
  const resetTokens = createResetTokens(runtime.pool);
  const timeTravel = createTimeTravel(runtime.store);
  return {
    projections,
    /**
     * Whether the read models lag behind the log while the projections process they are left to
     * (PROJECTIONS=external) has not been heard from for a while, or ever since this process started:
     * /healthz then says it waits for that process rather than that it is starting.
     */
    waitingForProjections: async (): Promise<boolean> => {
      if (followed === null) return false;
      const head = await runtime.store.headPosition();
      if (head === null || (await followed.waitFor(head, 0))) return false;
      const heard = followed.lastHeard();
      return heard === null || Date.now() - heard > projectionsSilentMs;
    },
    runner,
    /** The last change to a read model, as text: the key of answers kept until it moves (shared/answer-cache.ts). */
    readModelVersion,
    users,
    investors,
    /** Investors' and portal users' names, opened from their sealed values (docs/personal-data.md, Names). */
    people,
    /** Held shared by every dated command and alone by a close or reopen, in every process (docs/periods.md). */
    periodLock: createPeriodLock(runtime.lockPool),
    /** Held while a sealed name (an investor's, a username) is checked and taken. */
    nameLock: createNameLock(runtime.pool, () => runner.catchUp()),
    ledger: createLedgerQueries(runtime.pool),
    timeTravel,
    recordLocations: createRecordLocationQueries(runtime.pool),
    names: createNameQueries(runtime.pool),
    audit: createAuditQueries(runtime.pool),
    idempotency: createIdempotencyStore(runtime.pool, options.masterKey),
    writeRates: createWriteRates(runtime.pool, options.writeLimits),
    /** Personal values sealed under each person's key, revealed for answers, erasable. */
    personalData,
    /** Two-factor set-ups waiting for their code (sealed secrets, one per user, outside the log). */
    pendingEnrolments: createPendingEnrolments(runtime.pool),
    /** Distribution runs planned and not confirmed yet (docs/distributions.md). */
    distributionDrafts: createDistributionDrafts(runtime.pool, runtime.lockPool),
    ach: options.ach,
    throttle,
    signInAttempts: createSignInAttempts(runtime.pool, options.signInAttempts),
    rebuilds: createRebuildService({ ...runtime, projectors: allProjectors }),
    /** The mail server (or none), the brand and links of every mail, the administrator's address. */
    mail,
    /** The notices the portal mails and what became of each (docs/notices.md). */
    notices,
    /** Delivers queued notices; started by the server once the read models are current (main.ts). */
    noticeSender: createNoticeSender({
      runner,
      notices,
      addressOf: recipientEmail({ investors, users, personalData, mail }),
      mailer: mail.mailer,
      brand: mail.brand,
      ifElected: async (work) => void (await ifHoldingAdvisoryLock(runtime.lockPool, noticeSenderLockKey, work)),
    }),
    resetTokens,
    /** Forgotten passwords: links mailed (only their tokens' digests kept) and new passwords set with them. */
    passwordResets: createPasswordResets({
      runner,
      users,
      investors,
      people,
      personalData,
      throttle,
      resetTokens,
      mail,
    }),
    /** Where "today" comes from (withdrawal limits, and reads as of today). */
    clock: options.clock ?? systemClock,
    /** Statements issued in runs, kept sealed, read and verified (docs/statements.md); its runs are worked on once started (main.ts). */
    statements: createStatements({
      pool: runtime.pool,
      lockPool: runtime.lockPool,
      runner,
      people,
      timeTravel,
      personalData,
      addresses: { investors, users, personalData, mail },
      brandTitle: mail.brand.brandTitle,
      onError: (error) => logger.error({ err: error }, 'A statement run failed'),
    }),
  };
};

export type Services = Awaited<ReturnType<typeof startServices>>;
