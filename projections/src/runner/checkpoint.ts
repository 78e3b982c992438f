import { compareLogPositions, type LogPosition, type RecordedEvent } from '@portal/contracts';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { Projector } from './projector';
import { setSearchPath } from './schema';

// Parsed here rather than by sql.type, so it works whatever interceptors and type parsers the pool has.
const checkpointRow = z.object({
  commit: z.coerce.bigint().nullable(),
  prepare: z.coerce.bigint().nullable(),
});

/** The position of the last event applied to `schema`'s tables, or null when none was. */
export const readCheckpoint = async (
  db: CommonQueryMethods,
  schema: string,
  options: { forUpdate?: boolean } = {},
): Promise<LogPosition | null> => {
  const table = sql.identifier([schema, 'checkpoint']);
  const lock = options.forUpdate ? sql.fragment`FOR UPDATE` : sql.fragment``;
  const row = checkpointRow.parse(await db.one(sql.unsafe`SELECT "commit", "prepare" FROM ${table} ${lock}`));
  return row.commit === null || row.prepare === null ? null : { commit: row.commit, prepare: row.prepare };
};

export const writeCheckpoint = async (tx: CommonQueryMethods, schema: string, position: LogPosition) => {
  const table = sql.identifier([schema, 'checkpoint']);
  // Bound as text: pg has no native bigint parameter, and the cast keeps all 64 bits.
  await tx.query(
    sql.unsafe`UPDATE ${table} SET "commit" = ${position.commit.toString()}::bigint, "prepare" = ${position.prepare.toString()}::bigint`,
  );
};

/**
 * The checkpoints of several schemas in one statement, in the order given. Read under the
 * projectors' locks, which make the caller their only writer (so no row lock is needed).
 */
export const readCheckpoints = async (db: CommonQueryMethods, schemas: readonly string[]): Promise<(LogPosition | null)[]> => {
  if (schemas.length === 0) return [];
  const selects = schemas.map(
    (schema, index) => sql.fragment`SELECT ${index}::int AS n, "commit", "prepare" FROM ${sql.identifier([schema, 'checkpoint'])}`,
  );
  const rows = await db.any(sql.unsafe`${sql.join(selects, sql.fragment` UNION ALL `)}`);
  const byIndex = new Map(rows.map((row) => [Number(row.n), checkpointRow.parse(row)]));
  return schemas.map((_, index) => {
    const row = byIndex.get(index);
    if (!row) throw new Error(`No checkpoint row in ${schemas[index]}`);
    return row.commit === null || row.prepare === null ? null : { commit: row.commit, prepare: row.prepare };
  });
};

/** Moves several schemas' checkpoints in one statement. */
export const writeCheckpoints = async (tx: CommonQueryMethods, moves: readonly { schema: string; position: LogPosition }[]) => {
  if (moves.length === 0) return;
  const updates = moves.map(
    ({ schema, position }, index) =>
      sql.fragment`${sql.identifier([`moved_${index}`])} AS (UPDATE ${sql.identifier([schema, 'checkpoint'])} SET "commit" = ${position.commit.toString()}::bigint, "prepare" = ${position.prepare.toString()}::bigint)`,
  );
  await tx.query(sql.unsafe`WITH ${sql.join(updates, sql.fragment`, `)} SELECT 1`);
};

export const isAtOrAfter = (checkpoint: LogPosition | null, position: LogPosition) =>
  checkpoint !== null && compareLogPositions(checkpoint, position) >= 0;

/**
 * Applies events to the tables in `schema` and moves its checkpoint to the last one, inside the
 * caller's transaction: both commit together or neither does.
 */
export const applyToSchema = async (
  tx: CommonQueryMethods,
  projector: Projector,
  schema: string,
  events: readonly RecordedEvent[],
): Promise<LogPosition | null> => {
  const last = events.at(-1);
  if (!last) return null;
  await setSearchPath(tx, schema);
  await projector.apply(tx, events);
  await writeCheckpoint(tx, schema, last.position);
  return last.position;
};
