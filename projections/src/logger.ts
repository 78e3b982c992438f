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
const redactedKeys = [
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
];
export const redactedPaths = redactedKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

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
      redact: { paths: redactedPaths, censor: '[redacted]' },
      // `time` as ISO 8601 and `level` as its name: a line reads without a converter.
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
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
