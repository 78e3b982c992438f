import { serveRequests } from './child';
import { openEmmettStore } from './emmett-store';
import { openOurStore } from './our-store';
import { openRawStore } from './raw-store';
import { runStoreCases, type StoreCaseSizes, type StoreFigures } from './store-cases';

export type StoreKind = 'raw' | 'emmett' | 'ours';
export interface StoreJob {
  readonly kind: StoreKind;
  readonly url: string;
  readonly sizes: StoreCaseSizes;
}

const open = { raw: openRawStore, emmett: openEmmettStore, ours: openOurStore } as const;

/** A child process (child.ts) running one store's cases. */
serveRequests<StoreJob, StoreFigures>(async ({ kind, url, sizes }) => {
  const store = await open[kind](url, sizes.writers);
  try {
    return await runStoreCases(store, sizes);
  } finally {
    await store.close();
  }
});
