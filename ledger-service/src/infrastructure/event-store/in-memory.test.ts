import { createInMemoryEventStore } from '@portal/projections/testing';
import { eventStoreContractSuite } from '../../testing/event-store-contract';

// The in-memory store used by fast tests must behave like the real adapters.
eventStoreContractSuite('in-memory', async () => {
  const store = createInMemoryEventStore({ pollIntervalMs: 10 });
  return { store, cleanup: () => store.close() };
});
