import { sql, type DatabasePool, type QuerySqlToken } from 'slonik';

/**
 * Creates a store kept beside the log: its own schema, then its tables and indexes (each statement
 * idempotent), in one transaction holding the advisory lock `lockKey`, so that several processes
 * starting at once run them one after the other instead of racing on them.
 */
export const migrateStore = async (
  pool: DatabasePool,
  store: { schema: string; lockKey: number },
  statements: readonly QuerySqlToken[],
): Promise<void> => {
  await pool.transaction(async (tx) => {
    await tx.query(sql.unsafe`SELECT pg_advisory_xact_lock(${store.lockKey})`);
    await tx.query(sql.unsafe`CREATE SCHEMA IF NOT EXISTS ${sql.identifier([store.schema])}`);
    for (const statement of statements) await tx.query(statement);
  });
};
