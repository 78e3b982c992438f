import { z } from 'zod';
import { name } from '@portal/contracts';
import { isAbaRoutingNumber } from '@portal/contracts/api';
import type { AchSettings } from './areas/distributions/nacha';
import { defaultLimits } from './infrastructure/http/server';
import { logLevels, type LogLevel } from './shared/logger';

/** A URL's scheme with its colon (`smtp:`), or '' for no URL. */
const protocolOf = (url: string): string => (URL.canParse(url) ? new URL(url).protocol : '');

/** A setting given empty (`ADMIN_EMAIL=` in compose, say) is no setting. */
const unlessEmpty = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** Everything the product reads from its environment (the README, Configuration). */
const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The address to listen on; every interface when absent. Behind a proxy on the same machine: 127.0.0.1. */
  HOST: z.string().trim().min(1).optional(),
  /** Connections open at once, in all and per client address (infrastructure/http/server.ts; docs/security.md, HTTP). */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(defaultLimits.maxConnections),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(defaultLimits.maxConnectionsPerAddress),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  EVENT_STORE: z.enum(['postgres', 'esdb']).default('postgres'),
  ESDB_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  /** The master key of the personal-data keys (docs/personal-data.md); generated into DATA_DIR when absent. */
  DATA_KEY: z.string().min(32, 'DATA_KEY must be at least 32 characters').optional(),
  /** Normalised and checked like every username (contracts/src/names.ts); `Admin` names an existing `admin`. */
  ADMIN_USERNAME: name.optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  PARTNER_LABEL: z.string().trim().min(1).default('Partner'),
  BRAND_TITLE: z.string().trim().min(1).default('Investor Portal'),
  /** `external` when `npm run projections` runs the projectors in their own process. */
  PROJECTIONS: z.enum(['in-process', 'external']).default('in-process'),
  /** How long a sign-in token lasts. */
  TOKEN_TTL: z.string().default('8h'),
  /**
   * `true` when a reverse proxy that terminates TLS stands in front: X-Forwarded-For then names the
   * client (throttling) and answers carry HSTS. Never set it when clients reach the server directly,
   * or any client could claim any address.
   */
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  /**
   * With TRUST_PROXY: how many proxies every request passes, each appending the address it saw to
   * X-Forwarded-For. The client is the address the farthest of them saw (that many entries from the
   * right); anything to the left of it was written by the client itself.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int('TRUST_PROXY_HOPS must be a whole number of proxies').min(1).max(10).default(1),
  /** `true`: the administrator must turn on two-factor sign-in before any admin call answers (docs/two-factor.md). */
  REQUIRE_ADMIN_TOTP: z.enum(['true', 'false', '1', '0']).default('false'),
  /** The least severe lines logged (shared/logger.ts): `info` has one line per request. */
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** GET /metrics for Prometheus on a port of its own (infrastructure/http/metrics-server.ts); none when absent. Never the API's PORT. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address the metrics port listens on: the loopback unless said (in a container: 0.0.0.0, unpublished). */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The firm's mail server (docs/notices.md): `smtp://user:pass@host:587` (STARTTLS) or `smtps://…` (TLS). No mail is sent when absent. */
  SMTP_URL: unlessEmpty(
    z
      .string()
      .url('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587')
      .refine((url) => /^smtps?:$/.test(protocolOf(url)), 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  /** The sender of every mail, e.g. `Acme Capital <portal@acme.example>`. */
  MAIL_FROM: unlessEmpty(z.string().trim().min(3).max(320).optional()),
  /** Where investors reach the portal, for the links in mails (https://portal.acme.example). */
  PUBLIC_URL: unlessEmpty(
    z
      .string()
      .url('PUBLIC_URL must be a URL such as https://portal.example.com')
      .refine((url) => /^https?:$/.test(protocolOf(url)), 'PUBLIC_URL must start with http:// or https://')
      .optional(),
  ),
  /** The administrator's e-mail: where the configured administrator's password-reset links go. */
  ADMIN_EMAIL: unlessEmpty(z.string().trim().email('ADMIN_EMAIL must be an e-mail address').max(254).optional()),
  /** The firm's bank, for distribution runs' NACHA files (docs/distributions.md): its 9-digit routing number. */
  ACH_ODFI_ROUTING: unlessEmpty(
    z.string().trim().refine(isAbaRoutingNumber, 'ACH_ODFI_ROUTING must be a 9-digit ABA routing number with its check digit').optional(),
  ),
  /** The firm's name as the bank file's batches carry it (at most 16 characters). */
  ACH_COMPANY_NAME: unlessEmpty(z.string().trim().min(1).max(16).optional()),
  /** The company id the bank gave the firm (at most 10 characters, often 1 and the EIN). */
  ACH_COMPANY_ID: unlessEmpty(z.string().trim().min(1).max(10).optional()),
  /** The bank's name (at most 23 characters). */
  ACH_DESTINATION_NAME: unlessEmpty(z.string().trim().min(1).max(23).optional()),
  /** The firm's name in the file's header (at most 23 characters). */
  ACH_ORIGIN_NAME: unlessEmpty(z.string().trim().min(1).max(23).optional()),
});

export type Config = {
  port: number;
  host: string | undefined;
  maxConnections: number;
  maxConnectionsPerAddress: number;
  databaseUrl: string | undefined;
  dataDir: string;
  eventStore: 'postgres' | 'esdb';
  esdbUrl: string | undefined;
  jwtSecret: string | undefined;
  dataKey: string | undefined;
  admin: { username: string; password: string } | undefined;
  partnerLabel: string;
  brandTitle: string;
  tokenTtl: string;
  projectionsInProcess: boolean;
  trustProxy: boolean;
  trustProxyHops: number;
  requireAdminTotp: boolean;
  logLevel: LogLevel;
  metrics: { port: number; host: string } | undefined;
  /** How mail is sent (docs/notices.md); absent without SMTP_URL. */
  mail: MailConfig | undefined;
  /** Where the portal is reached, for links in mails (no trailing slash). */
  publicUrl: string;
  adminEmail: string | undefined;
  /** The bank file's settings (docs/distributions.md); absent until every ACH_ setting is given. */
  ach: AchSettings | undefined;
};

export interface MailConfig {
  smtpUrl: string;
  from: string;
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new Error('Invalid configuration: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new Error('Invalid configuration: METRICS_PORT must not be PORT: the metrics are never served where the API is');
  }
  if (e.EVENT_STORE === 'esdb' && !e.ESDB_URL) {
    throw new Error('Invalid configuration: EVENT_STORE=esdb needs ESDB_URL (e.g. esdb://localhost:2113?tls=false)');
  }
  const ach = [e.ACH_ODFI_ROUTING, e.ACH_COMPANY_NAME, e.ACH_COMPANY_ID, e.ACH_DESTINATION_NAME, e.ACH_ORIGIN_NAME];
  if (ach.some((value) => value !== undefined) && ach.some((value) => value === undefined)) {
    throw new Error(
      'Invalid configuration: set all of ACH_ODFI_ROUTING, ACH_COMPANY_NAME, ACH_COMPANY_ID, ACH_DESTINATION_NAME and ACH_ORIGIN_NAME, or none',
    );
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new Error('Invalid configuration: SMTP_URL needs MAIL_FROM, the sender of every mail (e.g. Portal <portal@example.com>)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    maxConnections: e.MAX_CONNECTIONS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    eventStore: e.EVENT_STORE,
    esdbUrl: e.ESDB_URL,
    jwtSecret: e.JWT_SECRET,
    dataKey: e.DATA_KEY,
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    partnerLabel: e.PARTNER_LABEL,
    brandTitle: e.BRAND_TITLE,
    tokenTtl: e.TOKEN_TTL,
    projectionsInProcess: e.PROJECTIONS === 'in-process',
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    trustProxyHops: e.TRUST_PROXY_HOPS,
    requireAdminTotp: e.REQUIRE_ADMIN_TOTP === 'true' || e.REQUIRE_ADMIN_TOTP === '1',
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    ach: e.ACH_ODFI_ROUTING
      ? {
          odfiRouting: e.ACH_ODFI_ROUTING,
          companyName: e.ACH_COMPANY_NAME!,
          companyId: e.ACH_COMPANY_ID!,
          destinationName: e.ACH_DESTINATION_NAME!,
          originName: e.ACH_ORIGIN_NAME!,
        }
      : undefined,
  };
};
