import { createHash } from 'node:crypto';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { Projector } from './projector';

/**
 * Advisory lock classes (the first key of the two-key form), so our locks never collide with other
 * users of advisory locks in the same database; the second key is hashtext(schema).
 */
const PROJECTOR_LOCK_CLASS = 7_301;
const REBUILD_LOCK_CLASS = 7_302;

/** Schema names get suffixes (`__rebuild`) and must stay under PostgreSQL's 63 bytes: keep them plain. */
export const assertSchemaName = (schema: string) => {
  if (!/^[a-z_][a-z0-9_]{0,49}$/.test(schema)) throw new Error(`Invalid projector schema name: ${schema}`);
};

export const rebuildSchemaName = (schema: string) => `${schema}__rebuild`;
export const retiredSchemaName = (schema: string) => `${schema}__old`;

/** Runs one statement given as text (a projector's DDL): slonik accepts only one statement per query. */
export const runStatement = async (db: CommonQueryMethods, statement: string) => {
  // slonik takes SQL text only through a tagged template, recognised by its frozen `raw`.
  const template = Object.assign([statement], { raw: Object.freeze([statement]) });
  await db.query(sql.unsafe(template));
};

/**
 * Makes this transaction the projector's only writer until it ends. Held by every batch of the live
 * runner, by schema creation and by the rebuild's swap, so those never interleave, across processes.
 */
export const lockProjector = async (tx: CommonQueryMethods, schema: string) => {
  await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${PROJECTOR_LOCK_CLASS}, hashtext(${schema}))`);
};

/**
 * The locks of several projectors, in one statement and in the order of their schemas' names, so two
 * transactions taking several never wait on each other in a circle (a rebuild's swap takes one).
 * With `searchPath`, the same statement sets the transaction's search path (as `setSearchPath`): one
 * round trip less for the read model applied first (docs/commands.md).
 */
export const lockProjectors = async (tx: CommonQueryMethods, schemas: readonly string[], searchPath?: string) => {
  const sorted = [...schemas].sort();
  const setPath =
    searchPath === undefined ? sql.fragment`` : sql.fragment`, set_config('search_path', ${quoteIdentifier(searchPath)}, true)`;
  await tx.query(
    sql.unsafe`SELECT pg_advisory_xact_lock(${PROJECTOR_LOCK_CLASS}, hashtext(schema))${setPath} FROM unnest(${sql.array(sorted, 'text')}) AS schema`,
  );
};

/** A schema's name as `SET search_path TO` takes it: double-quoted, inner quotes doubled. */
const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Session lock a rebuild holds for its whole run: two rebuilds of one projector would trample each other. */
export const tryLockRebuild = async (connection: CommonQueryMethods, schema: string): Promise<boolean> =>
  (await connection.oneFirst(sql.unsafe`SELECT pg_try_advisory_lock(${REBUILD_LOCK_CLASS}, hashtext(${schema})) AS locked`)) === true;

export const unlockRebuild = async (connection: CommonQueryMethods, schema: string) => {
  await connection.query(sql.unsafe`SELECT pg_advisory_unlock(${REBUILD_LOCK_CLASS}, hashtext(${schema}))`);
};

/** Unqualified names in `apply` and DDL then resolve to this schema, until the transaction ends. */
export const setSearchPath = async (tx: CommonQueryMethods, schema: string) => {
  await tx.query(sql.unsafe`SET LOCAL search_path TO ${sql.identifier([schema])}`);
};

const schemaExists = async (db: CommonQueryMethods, schema: string): Promise<boolean> =>
  db.exists(sql.unsafe`SELECT 1 FROM pg_namespace WHERE nspname = ${schema}`);

/**
 * Creates `target` holding the projector's tables and an empty checkpoint (start of the log), and
 * its read indexes unless a rebuild makes them after the replay (`createReadIndexes`).
 * Call inside a transaction: it changes search_path for the rest of it.
 */
export const createProjectorTables = async (
  tx: CommonQueryMethods,
  projector: Projector,
  target: string,
  options: { readIndexes: 'now' | 'later' } = { readIndexes: 'now' },
) => {
  assertSchemaName(projector.schema);
  await tx.query(sql.unsafe`CREATE SCHEMA ${sql.identifier([target])}`);
  await setSearchPath(tx, target);
  for (const statement of projector.ddl) await runStatement(tx, statement);
  if (options.readIndexes === 'now') for (const statement of projector.readIndexes ?? []) await runStatement(tx, statement);
  // One row, enforced by the key; null positions mean "nothing applied yet".
  await runStatement(
    tx,
    'CREATE TABLE checkpoint (only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row), "commit" bigint, "prepare" bigint)',
  );
  await runStatement(tx, 'INSERT INTO checkpoint (only_row) VALUES (true)');
  // Survives the rebuild's rename, so the live schema always says which tables it was made with.
  await runStatement(tx, `COMMENT ON SCHEMA ${target} IS '${ddlFingerprint(projector)}'`);
};

// Read indexes built at once by a rebuild. PostgreSQL sorts each on one core: two at a time beat one,
// three were no better on two cores (docs/bench.md, Costs that chose a mechanism).
const INDEXES_AT_ONCE = 2;

/**
 * The read indexes of schemas made with `readIndexes: 'later'` (`[projector, schema]` pairs), each in
 * a transaction of its own, two at a time. A projector's read indexes must not depend on each other.
 */
export const createReadIndexes = async (pool: DatabasePool, schemas: readonly (readonly [Projector, string])[]) => {
  const statements = schemas.flatMap(([projector, target]) => (projector.readIndexes ?? []).map((statement) => ({ target, statement })));
  const build = async () => {
    for (let next = statements.shift(); next !== undefined; next = statements.shift()) {
      const { target, statement } = next;
      await pool.transaction(async (tx) => {
        await setSearchPath(tx, target);
        await runStatement(tx, statement);
      });
    }
  };
  await Promise.all(Array.from({ length: INDEXES_AT_ONCE }, build));
};

/**
 * Names the tables a projector creates: a digest of its DDL. A schema made with other DDL (an older
 * version of the projector) cannot be carried on by this one; see `changedProjectors`.
 */
export const ddlFingerprint = (projector: Projector): string =>
  `ddl:${createHash('sha256')
    .update([...projector.ddl, ...(projector.readIndexes ?? [])].join(';\n'))
    .digest('hex')
    .slice(0, 32)}`;

/**
 * The projectors whose live schema exists but was made with other DDL than theirs (or before schemas
 * were fingerprinted): their tables must be rebuilt from the log before they can be projected into.
 */
export const changedProjectors = async (db: CommonQueryMethods, projectors: readonly Projector[]): Promise<Projector[]> => {
  const rows = await db.any(
    sql.type(z.object({ nspname: z.string(), fingerprint: z.string().nullable() }))`
      SELECT nspname, obj_description(oid, 'pg_namespace') AS fingerprint
      FROM pg_namespace WHERE nspname = ANY(${sql.array(
        projectors.map((projector) => projector.schema),
        'text',
      )})`,
  );
  const found = new Map(rows.map((row) => [row.nspname, row.fingerprint]));
  return projectors.filter((projector) => found.has(projector.schema) && found.get(projector.schema) !== ddlFingerprint(projector));
};

/**
 * Creates the projector's live schema if it does not exist yet. Safe when several processes start at
 * once: the projector lock serializes them and the loser sees the winner's schema.
 */
export const ensureProjectorSchema = async (pool: DatabasePool, projector: Projector): Promise<void> => {
  assertSchemaName(projector.schema);
  if (await schemaExists(pool, projector.schema)) return;
  await pool.transaction(async (tx) => {
    await lockProjector(tx, projector.schema);
    if (await schemaExists(tx, projector.schema)) return;
    await createProjectorTables(tx, projector, projector.schema);
  });
};
