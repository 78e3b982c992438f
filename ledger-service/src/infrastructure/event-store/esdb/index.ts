export {
  createEsdbEventStore,
  esdbEventStoreFromClient,
  openEsdbEventStore,
  type EsdbClient,
  type EsdbEventStoreOptions,
} from './esdb-event-store';
export type { EsdbSubscriptionSource } from './subscription';
