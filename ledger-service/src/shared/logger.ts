/**
 * The process's logger and how loggers are made: in @portal/projections, the lowest package the
 * server's code shares, so the projectors log through the same one (projections/src/logger.ts).
 */
export { createLogger, logger, logLevels, redactedKeys, type LogLevel, type Logger, type LoggerOptions } from '@portal/projections';
