import { createLogger, type Logger, type LogLevel } from '../shared/logger';

/** One line of the log as it was written (JSON), parsed. */
export type LogLine = Record<string, unknown> & { level: string; msg?: string };

/**
 * A logger made as the server's is (shared/logger.ts: the same redaction and format) whose lines a
 * test reads: `text` as written, `lines` parsed. Down to `trace` unless said.
 */
export const capturedLog = (level: LogLevel = 'trace'): { logger: Logger; text: string[]; lines: LogLine[]; clear: () => void } => {
  const text: string[] = [];
  const lines: LogLine[] = [];
  const logger = createLogger({
    level,
    destination: {
      write: (line: string) => {
        text.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  return {
    logger,
    text,
    lines,
    clear: () => {
      text.length = 0;
      lines.length = 0;
    },
  };
};
