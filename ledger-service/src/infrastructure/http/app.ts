import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Koa, { type Middleware } from 'koa';
import { clientConfig, health, recordBatch } from '@portal/contracts/api';
import { bodyParser } from '@koa/bodyparser';
import serve from 'koa-static';
import type {
  AuditQueries,
  InvestorQueries,
  LedgerQueries,
  PortalUserQueries,
  ProjectionsHandle,
  SignInAttempts,
} from '@portal/projections';
import { rebuildRoutes } from './routes/rebuild';
import type { RebuildService } from '../../areas/maintenance/rebuild-service';
import { createAuditorReads } from './routes/reports/auditor-reads';
import { reportRoutes } from './routes/reports/routes';
import type { TimeTravel } from '../../areas/reports/time-travel';
import { keptSessions } from '../../areas/users/kept-sessions';
import { userRoutes } from './routes/users';
import { investorRoutes } from './routes/investors';
import { periodRoutes } from './routes/periods';
import { noticeRoutes } from './routes/notices';
import { statementRoutes } from './routes/statements';
import type { Statements } from '../../areas/statements/service';
import type { NoticeQueries } from '@portal/projections';
import type { Mail } from '../../areas/notices/mail';
import type { PasswordResets } from '../../areas/users/password-reset';
import type { DistributionDrafts } from '../../areas/distributions/drafts';
import type { AchSettings } from '../../areas/distributions/nacha';
import { distributionRoutes } from './routes/distributions';
import { allCommands, ledgerCommandDeps, type LedgerCommandSources } from '../../commands';
import { adminEnrolmentGate } from './enrollment-gate';
import { twoFactorRoutes } from './routes/two-factor';
import type { PersonalData } from '../../shared/personal-data';
import type { PendingEnrolments } from '../../areas/two-factor/pending-enrolments';
import type { SignInThrottle } from '../../areas/users/sign-in-throttle';
import { badRequest } from '../../shared/errors';
import { logger as processLogger, type Logger } from '../../shared/logger';
import { accessLog } from './access-log';
import { requestMetrics } from './request-metrics';
import { authenticate, requireAdmin, requireStaff } from './auth-middleware';
import { quietAboutClients } from './client-faults';
import { compression } from './compression';
import { apiRouter, type ApiRouterOptions } from './api-router';
import type { AppState } from './context';
import { errorMiddleware } from './error-middleware';
import { inputGuard } from './input-guard';
import { readYourWrites } from './read-your-writes';
import { addOpenApiDocument } from './openapi-route';
import { cspNonce, securityHeaders, withCspNonce } from './security-headers';
import { idempotency } from './idempotency/middleware';
import type { IdempotencyStore } from '../../shared/idempotency/store';
import { writeRateLimit, type WriteRates } from './write-rate-limit';
import type { CommandRunner } from '../../shared/runner';

export interface AppDeps extends LedgerCommandSources {
  runner: CommandRunner;
  idempotency: IdempotencyStore;
  /** The write rate limit of signed-in users (infrastructure/http/write-rate-limit.ts). */
  writeRates: Pick<WriteRates, 'countWrite' | 'countSignIn'>;
  /** Sign-in and registration throttling, and the failed sign-ins it keeps (not in the log). */
  throttle: SignInThrottle;
  signInAttempts: SignInAttempts;
  users: PortalUserQueries;
  investors: InvestorQueries;
  /** The ledger read model: the command limits and every read call. */
  ledger: LedgerQueries;
  /** The read models of this process: a request sending X-Min-Log-Position waits for them (read-your-writes.ts). */
  projections: Pick<ProjectionsHandle, 'waitFor'>;
  /** How long such a request waits at most: read-your-writes.ts's unless a test shortens it. */
  readYourWritesWaitMs?: number;
  /** Where a read model stands (its checkpoint, as text): answers and session checks are kept until it moves. */
  readModelVersion: (projectorName: string) => Promise<string>;
  /** The reports as of a past day and as known at a past moment (docs/time-travel.md). */
  timeTravel: TimeTravel;
  /** The audit read model (GET /admin/audit_log). */
  audit: AuditQueries;
  /** Rebuilding the read models from the admin page. */
  rebuilds: RebuildService;
  /** Personal values (and two-factor secrets) sealed under each person's key (docs/personal-data.md). */
  personalData: PersonalData;
  /** Two-factor set-ups waiting for their code (docs/two-factor.md). */
  pendingEnrolments: PendingEnrolments;
  /** Distribution runs planned and not confirmed yet (docs/distributions.md). */
  distributionDrafts: DistributionDrafts;
  /** The bank file's settings (ACH_*); a run's file is refused without them. */
  ach?: AchSettings;
  /** The mail server (or none) and what every mail carries (docs/notices.md). */
  mail: Mail;
  /** Forgotten passwords: links mailed, and new passwords set with them. */
  passwordResets: Pick<PasswordResets, 'forgot' | 'reset'>;
  /** Statements issued, read and verified (docs/statements.md). */
  statements: Statements;
  /** Where each notice stands, for a statement run's delivery column. */
  notices: Pick<NoticeQueries, 'byIds'>;
  /** REQUIRE_ADMIN_TOTP: administrators turn on two-factor sign-in before any admin call (docs/two-factor.md). */
  requireAdminTotp?: boolean;
  /** The moment two-factor codes are checked at (ms); the system clock unless a test sets it. */
  totpNow?: () => number;
  jwtSecret: string;
  tokenTtl: string;
  brandTitle: string;
  partnerLabel: string;
  /**
   * GET /healthz: resolves true once the store and read models answer, false while they start, and
   * `waiting_for_projections` while they do not start because the projections process is not
   * advancing them; rejects while the database does not answer (503 `database_unavailable`).
   */
  isReady: () => Promise<boolean | 'waiting_for_projections'>;
  /** The built web app (web/dist); absent in API-only tests. */
  webRoot?: string;
  /** TRUST_PROXY: X-Forwarded-For names the client, and TLS ends in front of us. */
  trustProxy?: boolean;
  /** TRUST_PROXY_HOPS: how many proxies append to X-Forwarded-For (1 unless said). */
  trustProxyHops?: number;
  /** Check every answer against its call's contract (tests; see infrastructure/http/api-router.ts). */
  checkAnswers?: boolean;
  /** The access log and the server's failures (shared/logger.ts): the process's logger unless a test captures it. */
  logger?: Logger;
}

/** A kept answer's top-level values opened where they are sealed (`AppState.replayBody`); `[erased]` once erased. */
const openSealedFields = async (body: unknown, personalData: Pick<PersonalData, 'revealAll'>): Promise<unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const entries = Object.entries(body);
  const opened = await personalData.revealAll(entries.map(([, value]) => (typeof value === 'string' ? value : '')));
  return Object.fromEntries(entries.map(([key, value], index) => [key, typeof value === 'string' ? opened[index] : value]));
};

/** The largest JSON body accepted; a larger one is 413. A batch of up to 1,000 records may be larger. */
const bodyLimitKb = 100;
const batchBodyLimitKb = 1_024;

/** Parses JSON bodies up to `limitKb`: a larger one is 413, one that is not JSON 400. */
const jsonBodies = (limitKb: number) =>
  bodyParser({
    enableTypes: ['json'],
    jsonLimit: `${limitKb}kb`,
    onError: (error, ctx) => {
      if ((error as { status?: unknown }).status === 413) ctx.throw(413, `The request body is larger than ${limitKb} kB.`);
      throw badRequest('The request body is not valid JSON.');
    },
  });

/** One origin: the JSON API, /healthz, /config.json and the built web app. */
export const createApp = (deps: AppDeps): Koa<AppState> => {
  const app = new Koa<AppState>();
  // Only behind a proxy we were told of may X-Forwarded-For name the client (ctx.ip), and then only
  // the entry the farthest of our proxies appended: ctx.ip is the first of the last `maxIpsCount`
  // entries. Entries further left are the client's own writing (docs/security.md).
  app.proxy = deps.trustProxy ?? false;
  app.maxIpsCount = deps.trustProxyHops ?? 1;
  const sessions = keptSessions(deps.users, () => deps.readModelVersion('portal-users'));
  const signedIn = [...authenticate(deps.jwtSecret, sessions), adminEnrolmentGate(deps.requireAdminTotp ?? false)];
  const admin: Middleware<AppState>[] = [...signedIn, requireAdmin];
  const staff: Middleware<AppState>[] = [...signedIn, requireStaff];
  const api: ApiRouterOptions = {
    guards: { public: [], signedIn, staff, admin },
    noteRead: createAuditorReads(deps.runner, deps.clock, deps.people),
    // Inside each POST route, after its guards: only a caller the call lets in is counted or keeps a key.
    writes: [
      writeRateLimit(deps.writeRates),
      idempotency({
        store: deps.idempotency,
        renderErrors: errorMiddleware(),
        openReplay: (body) => openSealedFields(body, deps.personalData),
      }),
    ],
    checkAnswers: deps.checkAnswers,
  };

  const logger = deps.logger ?? processLogger;
  // First: the request id (and correlation id) is there for everything after, and every request gets its line.
  app.use(accessLog(logger));
  app.use(requestMetrics());
  app.use(securityHeaders({ trustProxy: deps.trustProxy }));
  app.use(compression());
  app.on('error', quietAboutClients(logger));
  app.use(errorMiddleware());
  const bodies = jsonBodies(bodyLimitKb);
  const batchBodies = jsonBodies(batchBodyLimitKb);
  app.use((ctx, next) => (ctx.path === recordBatch.path ? batchBodies(ctx, next) : bodies(ctx, next)));
  app.use(inputGuard());
  // Before the routes and their guards: a session another process just began is known here too.
  app.use(readYourWrites(deps.projections, deps.readYourWritesWaitMs));

  const { router: base, add, commands } = apiRouter(api);
  // Every write, from the one table of commands.
  commands({ ...ledgerCommandDeps(deps), ...deps }, allCommands);
  add(health, async (_input, ctx) => {
    const status = await deps.isReady().then(
      (ready) => (ready === true ? ('ok' as const) : ready === false ? ('starting' as const) : ready),
      () => 'database_unavailable' as const,
    );
    if (status !== 'ok') ctx.status = 503;
    return { status };
  });
  add(clientConfig, async () => ({ brandTitle: deps.brandTitle, partnerLabel: deps.partnerLabel }));
  addOpenApiDocument(add);

  const routers = [
    base,
    userRoutes({ ...deps, api }),
    twoFactorRoutes({ ...deps, api }),
    investorRoutes({ ...deps, api }),
    periodRoutes({ ...deps, api }),
    distributionRoutes({ ...deps, api }),
    ...reportRoutes({ ...deps, api }),
    rebuildRoutes({ ...deps, api }),
    noticeRoutes({ ...deps, api }),
    statementRoutes({ ...deps, api }),
  ];
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());

  if (deps.webRoot && existsSync(join(deps.webRoot, 'index.html'))) app.use(webApp(deps.webRoot));
  return app;
};

/**
 * Paths under the API's prefixes are calls, never pages: an unknown one is 404 JSON, not index.html.
 * The client routes /admin and /investor have no trailing part, so they still get the web app.
 */
const isApiPath = (path: string): boolean => /^\/(api|admin|auth)\/./.test(path);

/** Static files of the built app, and index.html for the client-side routes (/investor, /admin, ...). */
const webApp = (root: string): Middleware<AppState> => {
  const files = serve(root, { index: false, maxage: 0 });
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    // index.html itself only with this answer's CSP nonce (below), never as a plain file.
    if (ctx.path !== '/index.html') await files(ctx, async () => {});
    if (ctx.body !== undefined && ctx.body !== null) {
      if (ctx.path.startsWith('/assets/')) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      return;
    }
    if (ctx.accepts('html') === 'html' && !ctx.path.startsWith('/assets/')) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = withCspNonce(indexHtml, cspNonce(ctx));
      return;
    }
    await next();
  };
};
