import { createHash } from 'node:crypto';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import type { Projector } from '../runner/projector';

export interface ReadModelChecksum {
  /** Table name -> md5 of its rows (every column, sorted by their text), tables in name order. */
  readonly tables: Readonly<Record<string, string>>;
  /** md5 of every table's name and checksum: two read models are identical when these are. */
  readonly combined: string;
}

/**
 * Test support: a checksum of every table of a read model's schema. Rows are compared as their text
 * (`t::text`, every column) sorted in the C collation, so physical order, batch boundaries and
 * the database's locale do not matter, but any value does. The `checkpoint` table is included
 * unless asked not to: two models compared after catching up with the same log stand at the same
 * position, and a model that stopped short of it must not pass for an identical one.
 */
export const readModelChecksum = async (
  db: CommonQueryMethods,
  schema: string,
  options: { includeCheckpoint?: boolean } = {},
): Promise<ReadModelChecksum> => {
  const tableNames = z
    .array(z.string())
    .parse(await db.anyFirst(sql.unsafe`SELECT tablename FROM pg_tables WHERE schemaname = ${schema} ORDER BY tablename COLLATE "C"`));
  if (tableNames.length === 0) throw new Error(`No tables in schema ${schema}`);
  const tables: Record<string, string> = {};
  for (const table of tableNames) {
    if (table === 'checkpoint' && options.includeCheckpoint === false) continue;
    tables[table] = z.string().parse(
      await db.oneFirst(sql.unsafe`
        SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS checksum
        FROM ${sql.identifier([schema, table])} t`),
    );
  }
  const combined = createHash('md5')
    .update(
      Object.entries(tables)
        .map(([table, checksum]) => `${table}:${checksum}`)
        .join('\n'),
    )
    .digest('hex');
  return { tables, combined };
};

/**
 * The checksums of several read models, by projector name, all read from one snapshot (a repeatable
 * read transaction): a batch a live projector commits meanwhile can never leave some tables read
 * before it and others after.
 */
export const readModelChecksums = async (
  pool: DatabasePool,
  projectors: readonly Pick<Projector, 'name' | 'schema'>[],
  options: { includeCheckpoint?: boolean } = {},
): Promise<Record<string, ReadModelChecksum>> =>
  pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    const checksums: Record<string, ReadModelChecksum> = {};
    for (const projector of projectors) checksums[projector.name] = await readModelChecksum(tx, projector.schema, options);
    return checksums;
  });
