export * from './event-store';
export * from './events';
export * from './names';
