import { compareLogPositions, type LogPosition, type RecordedEvent } from '@portal/contracts';
import type { DatabasePool, DatabaseTransactionConnection } from 'slonik';
import { applyToSchema, readCheckpoint, readCheckpoints, writeCheckpoints } from './checkpoint';
import type { Projector } from './projector';
import { lockProjector, lockProjectors, setSearchPath } from './schema';

/**
 * Applies one batch from the live log to the projector's tables in ONE transaction, and returns the
 * checkpoint as committed.
 *
 * The advisory lock makes this the projector's only writer (another process, or a rebuild's swap,
 * waits); the checkpoint is then re-read under the lock, so events another instance already
 * applied are dropped rather than applied twice. If `apply` throws, the transaction rolls back:
 * tables and checkpoint stay as before the batch.
 */
export const applyLiveBatch = async (
  pool: DatabasePool,
  projector: Projector,
  events: readonly RecordedEvent[],
): Promise<LogPosition | null> =>
  pool.transaction(async (tx) => {
    await lockProjector(tx, projector.schema);
    return applyAfterCheckpoint(tx, projector, events);
  });

/**
 * The same for several projectors in ONE transaction (one commit for all instead of one each, the
 * most of a live batch's cost): each gets the events after its own checkpoint, and all or none
 * commit. Returns each one's checkpoint as committed, in the order given.
 */
export const applyLiveBatchTogether = async (
  pool: DatabasePool,
  projectors: readonly Projector[],
  events: readonly RecordedEvent[],
): Promise<(LogPosition | null)[]> =>
  pool.transaction(async (tx) => {
    const schemas = projectors.map((projector) => projector.schema);
    // The lock sets the search path of the first read model the events may change, likely the first applied.
    let searchPath = projectors.find((projector) => projector.touches?.(events) ?? true)?.schema;
    await lockProjectors(tx, schemas, searchPath);
    // One statement each for reading and for writing the checkpoints, whatever the number of read models.
    const checkpoints = await readCheckpoints(tx, schemas);
    const moved: { schema: string; position: LogPosition }[] = [];
    for (const [index, projector] of projectors.entries()) {
      const checkpoint = checkpoints[index] ?? null;
      const fresh = checkpoint ? events.filter((event) => compareLogPositions(event.position, checkpoint) > 0) : events;
      const last = fresh.at(-1);
      if (!last) continue;
      // A read model the events cannot change only moves its checkpoint: no round trips for nothing.
      if (projector.touches?.(fresh) ?? true) {
        if (searchPath !== projector.schema) await setSearchPath(tx, projector.schema);
        searchPath = projector.schema;
        await projector.apply(tx, fresh);
      }
      moved.push({ schema: projector.schema, position: last.position });
      checkpoints[index] = last.position;
    }
    await writeCheckpoints(tx, moved);
    return checkpoints;
  });

/** Under the projector's lock: the events after its checkpoint applied, and its checkpoint then. */
const applyAfterCheckpoint = async (tx: DatabaseTransactionConnection, projector: Projector, events: readonly RecordedEvent[]) => {
  // Resolved by name after the lock: after a rebuild's swap this is the new schema's checkpoint.
  const checkpoint = await readCheckpoint(tx, projector.schema, { forUpdate: true });
  const fresh = checkpoint ? events.filter((event) => compareLogPositions(event.position, checkpoint) > 0) : events;
  if (fresh.length === 0) return checkpoint;
  return applyToSchema(tx, projector, projector.schema, fresh);
};
