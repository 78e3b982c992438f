import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';

/** LOG_LEVEL's values, most severe first; `silent` logs nothing. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];
export type { Logger };

const isLogLevel = (value: string | undefined): value is LogLevel => logLevels.includes(value as LogLevel);

/**
 * Keys whose values never reach the log, wherever they sit in a line (up to three levels deep):
 * people's names and contact details, credentials, tokens and secrets, and what a database error
 * carries of a query's values. A line names people by id (docs/personal-data.md, Names); this is the
 * net under that rule, not the rule: nothing logs a request's body, query or headers to begin with.
 */
export const redactedKeys: ReadonlySet<string> = new Set([
  'name',
  'username',
  'investor_name',
  'email',
  'phone',
  'address',
  'password',
  'current_password',
  'new_password',
  'password_hash',
  'passwordHash',
  'secret',
  'token',
  'access_token',
  'authorization',
  'cookie',
  'recovery_codes',
  // slonik's errors keep the query's values; PostgreSQL's `detail` quotes the row ("Key (x)=(...)").
  'values',
  'detail',
  // node-postgres hangs the connection on some errors: its settings, buffers and cancel key.
  'client',
  'connection',
]);

const censored = '[redacted]';
const deepest = 3;

/**
 * A line's object with every value under a key above replaced, errors first made plain (type,
 * message, stack, their own fields) so theirs are reached too. Copies what it changes, never the
 * caller's objects. Hand-written rather than pino's `redact`: its wildcard paths (`*.*.password`)
 * cost more than the request the line is about (docs/bench.md, Costs that chose a mechanism).
 */
const redacted = (value: unknown, depth: number): unknown => {
  const plain = value instanceof Error ? pino.stdSerializers.err(value) : value;
  if (typeof plain !== 'object' || plain === null || depth > deepest) return plain;
  if (Array.isArray(plain)) return plain.map((item) => redacted(item, depth + 1));
  const record = plain as Record<string, unknown>;
  let copy: Record<string, unknown> | null = plain === value ? null : { ...record };
  for (const key of Object.keys(record)) {
    const next = redactedKeys.has(key) ? censored : redacted(record[key], depth + 1);
    if (next !== record[key]) (copy ??= { ...record })[key] = next;
  }
  return copy ?? plain;
};

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go: standard output unless a test captures them. */
  destination?: DestinationStream;
  /** Human-readable lines (pino-pretty) instead of JSON; only where standard output is a terminal. */
  pretty?: boolean;
}

/**
 * pino-pretty when it is installed (a dev dependency: `npm start` in a terminal), else null: a
 * production install without it, or a log that is not a terminal, gets JSON lines.
 */
const prettyStream = (): DestinationStream | null => {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true });
  } catch {
    return null;
  }
};

/** A logger of JSON lines with the redaction above: the server's (below), or a test's that captures its lines. */
export const createLogger = (options: LoggerOptions = {}): Logger => {
  const destination = options.destination ?? (options.pretty ? prettyStream() : null) ?? pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level: options.level ?? 'info',
      // Errors are made plain (and redacted) in `formatters.log`, before the serializers run.
      serializers: { err: (error: unknown) => error },
      // `time` as ISO 8601 and `level` as its name: a line reads without a converter.
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: (object) => redacted(object, 0) as Record<string, unknown> },
    },
    destination,
  );
};

/**
 * The process's logger: every line of the server (ledger-service) and the projectors; the
 * command-line tools print their progress on the console. JSON on standard output, human-readable
 * in a terminal. Its level is LOG_LEVEL (ledger-service/src/config.ts checks it; main.ts sets it).
 */
export const logger: Logger = createLogger({
  level: isLogLevel(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info',
  pretty: process.stdout.isTTY === true,
});
