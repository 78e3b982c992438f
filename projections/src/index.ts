export { createDatabasePool, type DatabasePool } from './db';
export type { Projector } from './runner/projector';
export * from './read-models';
