import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/**
 * Test support only: every row of every table of the database, the log included, as text (what
 * `pg_dump --data-only` would write), one section a table headed by its `schema.table`. What a test
 * of erasure searches for a value that must be gone.
 */
export const dumpDatabase = async (db: CommonQueryMethods): Promise<string> => {
  const tables = await db.any(sql.type(z.object({ table_schema: z.string(), table_name: z.string() }))`
    SELECT table_schema, table_name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`);
  const parts: string[] = [];
  for (const { table_schema, table_name } of tables) {
    const rows = await db.anyFirst(sql.type(z.object({ row: z.string() }))`
      SELECT t::text AS row FROM ${sql.identifier([table_schema, table_name])} t`);
    parts.push(`${table_schema}.${table_name}\n${rows.join('\n')}`);
  }
  return parts.join('\n');
};

/** The tables of a dump (`dumpDatabase`) whose rows hold `text`. */
export const tablesHolding = (dump: string, text: string): string[] =>
  dump
    .split(/\n(?=[a-z_]+\.[a-z_]+\n)/)
    .filter((section) => section.includes(text))
    .map((section) => section.split('\n')[0]!)
    .sort();
