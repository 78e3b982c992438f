export {
  copyEventLog,
  EventLogDivergedError,
  type CopyCheckpoint,
  type CopyCheckpointState,
  type CopyEventLogOptions,
  type CopyProgress,
  type CopyResult,
} from './copy-log';
export { copyTargetKey, createPostgresCopyCheckpoint, migrateCopyCheckpoints } from './postgres-checkpoint';
export { createCopyProgressBar, type CopyProgressBar } from './progress-bar';
export { redactConnectionString, RESUME_HINT, runCopy, type CopyRunOptions, type RunCopyOptions } from './run-copy';
