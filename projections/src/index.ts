export { createDatabasePool, type DatabasePool } from './db';
export { channelListener, type ChannelHandlers, type ChannelListener } from './channel-listener';
export { createLogger, logger, logLevels, redactedKeys, type LogLevel, type Logger, type LoggerOptions } from './logger';
export type { Projector } from './runner/projector';
export * from './read-models';
export { startProjections, type ProjectionsHandle, type StartProjectionsOptions } from './runner/runner';
export { followProjections, type FollowedProjections, type FollowProjectionsOptions } from './runner/follower';
export {
  rebuildProjections,
  RebuildAlreadyRunningError,
  type RebuildOptions,
  type RebuildProgress,
  type RebuildResult,
} from './runner/rebuild';
export {
  startRecordedRebuild,
  RebuildRunInProgressError,
  type RecordedRebuild,
  type RecordedRebuildOptions,
} from './runner/recorded-rebuild';
export { migrateRebuildRuns, readLatestRun, readRun, type RebuildRun, type RebuildRunState } from './runner/rebuild-runs';
export { readCheckpoint } from './runner/checkpoint';
export { ensureProjectorSchema, lockProjector } from './runner/schema';
export { createEventsProgressBar, createRebuildProgressBar, type EventsProgressBar, type RebuildProgressBar } from './runner/progress-bar';
export { migrateSignInAttempts } from './sign-in-attempts/schema';
export { migrateStore } from './store-migration';
export {
  createSignInAttempts,
  signInAttemptsDefaults,
  type SignInAttempts,
  type SignInAttemptsOptions,
  type FailedSignIn,
  type SignInFailureReason,
} from './sign-in-attempts/attempts';
