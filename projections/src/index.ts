export { createDatabasePool, type DatabasePool } from './db';
export type { Projector } from './runner/projector';
export * from './read-models';
export { startProjections, type ProjectionsHandle, type StartProjectionsOptions } from './runner/runner';
export { rebuildProjections, type RebuildOptions, type RebuildProgress, type RebuildResult } from './runner/rebuild';
export { waitForCheckpoint, readCheckpoint } from './runner/checkpoint';
export { ensureProjectorSchema } from './runner/schema';
export { createRebuildProgressBar, type RebuildProgressBar } from './runner/progress-bar';
