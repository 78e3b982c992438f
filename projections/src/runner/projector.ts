import type { RecordedEvent } from '@portal/contracts';
import type { DatabaseTransactionConnection } from 'slonik';

/**
 * A read model: PostgreSQL tables written by exactly this projector.
 *
 * The tables live in their own schema (`schema`). The runner sets `search_path` to the target schema
 * for every transaction it opens, so DDL and `apply` use unqualified table names: the same code
 * writes the live tables and, during a rebuild, fresh ones that are swapped in when caught up.
 * Queries that serve the API read the live tables by their qualified name (`schema.table`).
 */
export interface Projector {
  /** Stable name, used for the checkpoint and in progress output. */
  readonly name: string;
  /** The live schema holding this read model's tables, e.g. `rm_users`. */
  readonly schema: string;
  /** Statements that create the tables (unqualified names), run once in an empty schema. */
  readonly ddl: readonly string[];
  /**
   * Indexes only the queries use, never `apply`: a rebuild creates them once the log is replayed
   * (one sort each, instead of maintaining them for every row on the way), before the swap. A new
   * live schema gets them with its tables. A rebuild builds several at once, so none may depend on
   * another.
   */
  readonly readIndexes?: readonly string[];
  /**
   * Applied in a live transaction of its own, beside the one the other read models share: for the
   * read model whose batches take longest, so a command waits for the longer of the two, not their sum.
   */
  readonly alone?: boolean;
  /**
   * Whether a batch of these events may change the tables (absent: any batch may). A live batch
   * that cannot is not applied (no round trips for nothing) and only moves the checkpoint, and
   * answers kept from the tables stay right (`ProjectionsHandle.changedAt`): a sign-in must not drop
   * every report kept from the ledger. So it must be true whenever `apply` would write anything.
   */
  touches?(events: readonly RecordedEvent[]): boolean;
  /**
   * Work on a batch that needs no database, done ahead: a rebuild calls it for each page as soon as
   * the page is read, while the page before is still being written, and `apply` then finds it done
   * (kept by the events array, so only the same batch finds it). Must not change what `apply` does.
   */
  computeAhead?(events: readonly RecordedEvent[]): void;
  /**
   * Applies a batch of events, in log order, inside the runner's transaction. Events of types the
   * projector ignores are part of the batch too. Must not commit, and must not read the clock.
   */
  apply(tx: DatabaseTransactionConnection, events: readonly RecordedEvent[]): Promise<void>;
}
