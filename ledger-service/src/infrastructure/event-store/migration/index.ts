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
