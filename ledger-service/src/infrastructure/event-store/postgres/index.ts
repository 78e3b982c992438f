export {
  createPostgresEventStore,
  openPostgresEventStore,
  type PoolState,
  type PostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres-event-store';
export { migratePostgresEventStore, EVENT_STORE_SCHEMA, EVENT_STORE_CHANNEL } from './schema';
export { appendEventsQuery } from './append-queries';
export { readAllQuery } from './queries';
