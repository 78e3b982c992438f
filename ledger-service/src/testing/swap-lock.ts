import { lockProjector } from '@portal/projections';
import type { DatabasePool } from 'slonik';

/**
 * Holds the projector lock of the read model in `schema` (the lock its projector and a rebuild's
 * swap take): a rebuild waits at that swap, its replay done, and the live projector waits too, until
 * released. `isHeld` settles once the lock is taken.
 */
export const holdSwapOf = (pool: DatabasePool, schema: string) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const holding = pool.transaction(async (tx) => {
    await lockProjector(tx, schema);
    held();
    await released;
  });
  return { isHeld, release: async () => (release(), await holding) };
};
