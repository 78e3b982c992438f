export { createPostgresEventStore, openPostgresEventStore, type PostgresEventStoreOptions } from './postgres-event-store';
export { migratePostgresEventStore, EVENT_STORE_SCHEMA, EVENT_STORE_CHANNEL } from './schema';
export { appendEventsQuery, readAllQuery } from './queries';
