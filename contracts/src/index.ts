export * from './event-store';
export * from './events';
