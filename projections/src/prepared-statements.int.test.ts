import { sql, type DatabasePoolConnection } from 'slonik';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MAX_PER_CONNECTION, plannedForItsValues } from './prepared-statements';
import { databaseForFile } from './testing/test-database';

/**
 * The pool's statements with values are prepared once per connection (prepared-statements.ts), and
 * a prepared statement still reads the tables its text names now: after a rebuild's swap of schemas,
 * after DDL, under another search_path.
 */
const database = databaseForFile();

const preparedCount = (connection: DatabasePoolConnection, like: string) =>
  connection.oneFirst(
    sql.type(z.object({ count: z.coerce.number() }))`SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE ${like}`,
  );

const readNote = (connection: DatabasePoolConnection, id: number) =>
  connection.maybeOneFirst(sql.type(z.object({ note: z.string() }))`SELECT note FROM ps_live.notes WHERE id = ${id}`);

describe('statements with values', () => {
  it('are parsed once per connection and answer as before; statements without values are not prepared', async () => {
    await database.pool.connect(async (connection) => {
      const twice = sql.type(z.object({ n: z.number() }))`SELECT ${21}::int * 2 AS n`;
      expect(await connection.oneFirst(twice)).toBe(42);
      expect(await connection.oneFirst(twice)).toBe(42);
      expect(await preparedCount(connection, 'SELECT $1::int * 2 AS n')).toBe(1);
      await connection.query(sql.unsafe`SELECT 'no values here' AS x`);
      expect(await preparedCount(connection, '%no values here%')).toBe(0);
    });
  });

  it('are sent unnamed when they start with plannedForItsValues, and answer as before', async () => {
    await database.pool.connect(async (connection) => {
      for (let i = 0; i < 3; i++) {
        const planned = sql.type(z.object({ n: z.number() }))`${plannedForItsValues} SELECT ${i}::int * 3 AS n`;
        expect(await connection.oneFirst(planned)).toBe(3 * i);
      }
      expect(await preparedCount(connection, '%* 3 AS n')).toBe(0);
    });
  });

  it('read the swapped-in tables after a rebuild renames the schemas, and the new columns after DDL', async () => {
    await database.pool.query(sql.unsafe`CREATE SCHEMA ps_live`);
    await database.pool.query(sql.unsafe`CREATE TABLE ps_live.notes (id int PRIMARY KEY, note text NOT NULL)`);
    await database.pool.query(sql.unsafe`INSERT INTO ps_live.notes VALUES (1, 'before the rebuild')`);
    await database.pool.connect(async (connection) => {
      expect(await readNote(connection, 1)).toBe('before the rebuild');
      expect(await readNote(connection, 1)).toBe('before the rebuild');

      // Another connection swaps a rebuilt schema in, as the rebuild does (runner/rebuild.ts).
      await database.pool.transaction(async (tx) => {
        await tx.query(sql.unsafe`CREATE SCHEMA ps_rebuilt`);
        await tx.query(sql.unsafe`CREATE TABLE ps_rebuilt.notes (id int PRIMARY KEY, note text NOT NULL)`);
        await tx.query(sql.unsafe`INSERT INTO ps_rebuilt.notes VALUES (1, 'rebuilt')`);
        await tx.query(sql.unsafe`ALTER SCHEMA ps_live RENAME TO ps_retired`);
        await tx.query(sql.unsafe`ALTER SCHEMA ps_rebuilt RENAME TO ps_live`);
      });
      expect(await readNote(connection, 1)).toBe('rebuilt');

      await database.pool.query(sql.unsafe`ALTER TABLE ps_live.notes ADD COLUMN extra text`);
      await database.pool.query(sql.unsafe`DROP SCHEMA ps_retired CASCADE`);
      expect(await readNote(connection, 1)).toBe('rebuilt');
      expect(await preparedCount(connection, '%FROM ps_live.notes WHERE id = $1')).toBe(1);
    });
  });

  it('resolve unqualified names under the search_path of each transaction', async () => {
    for (const schema of ['ps_a', 'ps_b']) {
      await database.pool.query(sql.unsafe`CREATE SCHEMA ${sql.identifier([schema])}`);
      await database.pool.query(sql.unsafe`CREATE TABLE ${sql.identifier([schema, 'items'])} (id int, name text)`);
      await database.pool.query(sql.unsafe`INSERT INTO ${sql.identifier([schema, 'items'])} VALUES (1, ${schema})`);
    }
    const nameIn = (schema: string) =>
      database.pool.transaction(async (tx) => {
        await tx.query(sql.unsafe`SELECT set_config('search_path', ${schema}, true)`);
        return tx.oneFirst(sql.type(z.object({ name: z.string() }))`SELECT name FROM items WHERE id = ${1}`);
      });
    for (let round = 0; round < 3; round++) {
      expect(await nameIn('ps_a')).toBe('ps_a');
      expect(await nameIn('ps_b')).toBe('ps_b');
    }
  });

  it(`are prepared at most ${MAX_PER_CONNECTION} to a connection; the texts after run unnamed`, async () => {
    await database.pool.connect(async (connection) => {
      const before = await preparedCount(connection, '%');
      for (let i = 0; i < MAX_PER_CONNECTION + 5; i++) {
        const text = sql.type(z.object({ n: z.number() }))`SELECT ${i}::int + ${sql.literalValue(String(i))}::int AS n`;
        expect(await connection.oneFirst(text)).toBe(2 * i);
      }
      expect(await preparedCount(connection, '%')).toBe(MAX_PER_CONNECTION);
      expect(before).toBeLessThan(MAX_PER_CONNECTION);
    });
  });
});
