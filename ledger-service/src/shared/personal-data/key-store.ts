import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type CommonQueryMethods, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { unwrapKey, wrapKey } from './envelope';
import { migrateStore } from '@portal/projections';

/**
 * The key table: one AES-256 key per person, outside the event log (docs/personal-data.md). Not a
 * read model: no projector writes it and a rebuild never touches it. Each key is stored encrypted
 * under the master key (DATA_KEY). Erasing a person sets their key to NULL and keeps the row, so the
 * time of the erasure stays and the person can never get a new key under the same subject.
 */
const statements = [
  sql.unsafe`CREATE TABLE IF NOT EXISTS personal_data.keys (
    key_id uuid PRIMARY KEY,
    subject text NOT NULL UNIQUE,
    wrapped_key bytea,
    created_at timestamptz NOT NULL DEFAULT now(),
    erased_at timestamptz,
    CHECK ((wrapped_key IS NULL) = (erased_at IS NOT NULL))
  )`,
];

export const migrateKeyStore = (pool: DatabasePool): Promise<void> =>
  migrateStore(pool, { schema: 'personal_data', lockKey: 7_401_113_357 }, statements);

const keyRow = z.object({ key_id: z.string(), wrapped_key: z.instanceof(Buffer).nullable() });

/** A person's key: the clear key, or null once erased. */
export interface PersonKey {
  readonly keyId: string;
  readonly key: Buffer | null;
}

export const createKeyStore = (db: CommonQueryMethods, masterKey: Buffer) => {
  const unwrap = (row: z.infer<typeof keyRow>): PersonKey => ({
    keyId: row.key_id,
    key: row.wrapped_key === null ? null : unwrapKey(masterKey, row.key_id, row.wrapped_key),
  });

  /** The subject's key, made on first use (two concurrent first uses get the same one). */
  const keyOf = async (subject: string): Promise<PersonKey> => {
    const keyId = randomUUID();
    await db.query(sql.unsafe`
      INSERT INTO personal_data.keys (key_id, subject, wrapped_key)
      VALUES (${keyId}, ${subject}, ${sql.binary(wrapKey(masterKey, keyId, randomBytes(32)))})
      ON CONFLICT (subject) DO NOTHING`);
    return unwrap(await db.one(sql.type(keyRow)`SELECT key_id, wrapped_key FROM personal_data.keys WHERE subject = ${subject}`));
  };

  /** The keys of these ids: a missing id is absent from the map; an erased key is null. */
  const keysById = async (keyIds: readonly string[]): Promise<Map<string, Buffer | null>> => {
    const unique = [...new Set(keyIds)];
    if (unique.length === 0) return new Map();
    const rows = await db.any(sql.type(keyRow)`
      SELECT key_id, wrapped_key FROM personal_data.keys WHERE key_id = ANY(${sql.array(unique, 'uuid')})`);
    return new Map(rows.map((row) => [row.key_id, unwrap(row).key]));
  };

  /** Destroys the subject's key (a subject that never had one gets an erased row, so none is made later). True when a key was destroyed now. */
  const erase = async (subject: string): Promise<boolean> => {
    const erased = await db.maybeOneFirst(sql.type(z.object({ key_id: z.string() }))`
      UPDATE personal_data.keys SET wrapped_key = NULL, erased_at = now()
      WHERE subject = ${subject} AND wrapped_key IS NOT NULL RETURNING key_id`);
    await db.query(sql.unsafe`
      INSERT INTO personal_data.keys (key_id, subject, wrapped_key, erased_at) VALUES (${randomUUID()}, ${subject}, NULL, now())
      ON CONFLICT (subject) DO NOTHING`);
    return erased !== null;
  };

  const isErased = async (subject: string): Promise<boolean> =>
    (await db.maybeOneFirst(sql.type(z.object({ erased: z.boolean() }))`
      SELECT wrapped_key IS NULL AS erased FROM personal_data.keys WHERE subject = ${subject}`)) === true;

  /** Every key with its subject (clear, or null when erased): what a protected copy of the log takes along. */
  const allKeys = async (): Promise<(PersonKey & { subject: string })[]> =>
    (
      await db.any(sql.type(keyRow.extend({ subject: z.string() }))`
        SELECT key_id, subject, wrapped_key FROM personal_data.keys ORDER BY created_at, key_id`)
    ).map((row) => ({ ...unwrap(row), subject: row.subject }));

  /** Keeps a key taken from another key table (wrapped under this one's master key); one already there stays. */
  const adopt = async ({ keyId, subject, key }: PersonKey & { subject: string }): Promise<void> => {
    const wrapped = key === null ? null : sql.binary(wrapKey(masterKey, keyId, key));
    await db.query(sql.unsafe`
      INSERT INTO personal_data.keys (key_id, subject, wrapped_key, erased_at)
      VALUES (${keyId}, ${subject}, ${wrapped}, ${key === null ? sql.unsafe`now()` : null})
      ON CONFLICT DO NOTHING`);
  };

  return { keyOf, keysById, erase, isErased, allKeys, adopt };
};

export type KeyStore = ReturnType<typeof createKeyStore>;
