import { setTimeout as sleep } from 'node:timers/promises';
import { stopOnSignals } from './shared/signals';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { createApp } from './infrastructure/http/app';
import { startHttpServer, stopHttpServer } from './infrastructure/http/server';
import { openRuntime, startServices, type Runtime, type Services } from './runtime';
import { startMetricsServer } from './infrastructure/http/metrics-server';
import { allProjectors } from '@portal/projections';
import { logger } from './shared/logger';
import { registry } from './shared/metrics';
import { runtimeMetrics } from './shared/runtime-metrics';
import { warnOfNameCollisions } from './shared/name-collisions';
import { ensureAdministrator } from './areas/users/ensure-admin';
import { resolveJwtSecret } from './areas/users/tokens';
import { resolveMasterKey } from './shared/personal-data';

/** A read model's table not there (yet): PostgreSQL's undefined_table, however the driver wraps it. */
const isMissingTable = (error: unknown): boolean =>
  error instanceof Error && (('code' in error && error.code === '42P01') || isMissingTable(error.cause));

/**
 * Ready once the read models have caught up with the log as it was at start and `then` (the
 * administrator of ADMIN_USERNAME, which needs every username known: docs/personal-data.md) is done.
 */
const catchUp = (runtime: Runtime, services: Services, then: () => Promise<void>) => {
  let done = false;
  const progress = (async () => {
    const head = await runtime.store.headPosition();
    while (head && !(await services.projections.waitFor(head, 5_000))) {
      if (await services.waitingForProjections())
        logger.warn('Waiting for the projections process (npm run projections) to advance the read models...');
      else logger.info('Read models are catching up with the log...');
    }
    // On a new database whose read models the projections process (PROJECTIONS=external) has not
    // created yet, this waits for it rather than failing the start (docs/scale-out.md).
    for (let said = false; ; said = true) {
      try {
        await warnOfNameCollisions(services.names, services.people);
        await then();
        break;
      } catch (error) {
        if (!isMissingTable(error)) throw error;
        if (!said) logger.warn('Waiting for the projections process (npm run projections) to create the read models...');
        await sleep(500);
      }
    }
    done = true;
  })();
  progress.catch((error: unknown) => logger.fatal({ err: error }, 'Catching up failed'));
  return { isDone: async () => done, finished: progress };
};

/**
 * How long a stopping process lets the requests it took finish (docs/deployment.md, Rolling
 * restarts): under the 30 s compose's stop_grace_period gives it before SIGKILL.
 */
const shutdownGraceMs = 20_000;

/** How often the notice sender looks for queued notices (the first retry of a refused one comes within a minute: docs/notices.md). */
const noticeSendingIntervalMs = 5_000;

/** How often a process looks for statement runs left unfinished (by a process that stopped: docs/statements.md, Issuing). */
const statementRunsIntervalMs = 30_000;

/** Composition root: configuration, database, event store, projectors, HTTP. It only wires. */
const main = async () => {
  const config = loadConfig();
  logger.level = config.logLevel;
  const runtime = await openRuntime(config, { role: 'server' });
  const services = await startServices(runtime, {
    masterKey: resolveMasterKey(config.dataKey, config.dataDir),
    projectionsInProcess: config.projectionsInProcess,
    mail: { smtp: config.mail, brandTitle: config.brandTitle, publicUrl: config.publicUrl, adminEmail: config.adminEmail },
    ach: config.ach,
  });
  const admin = config.admin;
  const caughtUp = catchUp(runtime, services, async () => {
    if (admin) await runtime.startUpWork(() => ensureAdministrator(services, admin));
  });
  // A configured administrator that cannot be made (its name is an investor's user) stops the server.
  caughtUp.finished.catch(() => process.exit(1));
  // Reports at another time keep the ledger in memory: read it in once the read models are current.
  const reportError = (error: unknown) => logger.error({ err: error }, 'Following the log for reports at another time failed');
  const following = caughtUp.finished.then(
    () => services.timeTravel.follow(reportError),
    () => null,
  );
  // Queued notices are mailed once the read models are current; without SMTP_URL each records not_configured.
  if (!config.mail) logger.info('No mail server configured (SMTP_URL): no mail is sent, and each notice says not_configured');
  const sending = caughtUp.finished.then(
    () => services.noticeSender.start(noticeSendingIntervalMs, (error) => logger.error({ err: error }, 'Sending notices failed')),
    () => null,
  );

  // Statement runs left unfinished by a process that stopped are finished once the read models are current.
  const issuing = caughtUp.finished.then(
    () => services.statements.start(statementRunsIntervalMs),
    () => null,
  );

  const app = createApp({
    ...services,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    tokenTtl: config.tokenTtl,
    brandTitle: config.brandTitle,
    partnerLabel: config.partnerLabel,
    // Rejects while the database (or the event store) does not answer: 503 database_unavailable.
    isReady: async () => {
      await Promise.all([runtime.store.headPosition(), runtime.ping()]);
      if (await caughtUp.isDone()) return true;
      return (await services.waitingForProjections()) ? 'waiting_for_projections' : false;
    },
    webRoot: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    trustProxy: config.trustProxy,
    trustProxyHops: config.trustProxyHops,
    requireAdminTotp: config.requireAdminTotp,
  });
  const server = await startHttpServer(app, {
    port: config.port,
    host: config.host,
    limits: { maxConnections: config.maxConnections, maxConnectionsPerAddress: config.maxConnectionsPerAddress },
  });
  const shownHost = config.host === undefined ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  logger.info({ port: config.port }, `Investor portal listening on http://${shownHost}:${config.port}`);
  // METRICS_PORT: Prometheus's own port, off unless set (docs/operations.md).
  const metricsServer = config.metrics
    ? await startMetricsServer(
        [
          registry,
          runtimeMetrics({
            pool: runtime.pool,
            eventStorePool: runtime.eventStorePool,
            store: runtime.recordedStore,
            projections: services.projections,
            projectors: allProjectors,
          }),
        ],
        config.metrics,
      )
    : null;
  if (config.metrics) logger.info({ port: config.metrics.port }, `Metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);

  // SIGTERM (a rolling restart, docker stop): the requests in hand finish before the database closes under them.
  stopOnSignals(async () => {
    logger.info('Stopping: finishing the requests in hand, refusing new ones (503)');
    const cut = await stopHttpServer(server, { graceMs: shutdownGraceMs });
    if (cut > 0) logger.warn(`Stopped with ${cut} requests unfinished after ${shutdownGraceMs / 1000} s`);
    metricsServer?.close();
    await sending;
    await services.noticeSender.stop();
    await issuing;
    await services.statements.stop();
    await (await following)?.stop();
    await services.projections.stop();
    await runtime.close();
  });
};

main().catch((error: unknown) => {
  // A configuration or start-up failure in one line (its stack only at debug), and a non-zero exit.
  logger.fatal(logger.isLevelEnabled('debug') ? { err: error } : {}, error instanceof Error ? error.message : String(error));
  process.exit(1);
});
