import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { derivedKey, openBytes, sealBytes } from '../personal-data/envelope';
import { migrateStore } from '@portal/projections';

/**
 * The answers given to requests that carried an Idempotency-Key, per caller and key. A row without
 * a status is a request still running (or one whose process died: it is taken over after
 * `leaseSeconds`). Rows are forgotten after `retentionHours`.
 */
const statements = [
  sql.unsafe`CREATE TABLE IF NOT EXISTS http_idempotency.requests (
    scope text NOT NULL,
    idempotency_key text NOT NULL,
    request_hash text NOT NULL,
    status int,
    body jsonb,
    started_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (scope, idempotency_key)
  )`,
  sql.unsafe`CREATE INDEX IF NOT EXISTS requests_started_at ON http_idempotency.requests (started_at)`,
  // Answers are kept sealed (an add_investor answer holds a registration secret): `body` only in rows
  // written before, which expire with the retention.
  sql.unsafe`ALTER TABLE http_idempotency.requests ADD COLUMN IF NOT EXISTS sealed_body bytea`,
  // Where the first run's last event stands in the log, so a retry's answer carries it too (X-Log-Position).
  sql.unsafe`ALTER TABLE http_idempotency.requests ADD COLUMN IF NOT EXISTS log_position text`,
];

/** Creates the table (idempotent; safe from several processes starting at once). */
export const migrateIdempotencyStore = (pool: DatabasePool): Promise<void> =>
  migrateStore(pool, { schema: 'http_idempotency', lockKey: 7_401_113_356 }, statements);

export type Claim =
  { kind: 'new' } | { kind: 'replay'; status: number; body: unknown; position: string | null } | { kind: 'mismatch' } | { kind: 'running' };

const row = z.object({
  request_hash: z.string(),
  status: z.number().nullable(),
  body: z.unknown(),
  sealed_body: z.instanceof(Buffer).nullable(),
  log_position: z.string().nullable(),
  stale: z.boolean(),
});

export interface IdempotencyStoreOptions {
  /** A running request older than this is presumed dead and may be taken over. Default 60 s. */
  leaseSeconds?: number;
  /** Answers are kept this long. Default 24 h. */
  retentionHours?: number;
}

export const createIdempotencyStore = (pool: DatabasePool, masterKey: Buffer, options: IdempotencyStoreOptions = {}) => {
  const sealingKey = derivedKey(masterKey, 'idempotency replays');
  const boundTo = (scope: string, key: string) => JSON.stringify([scope, key]);
  const lease = sql.unsafe`make_interval(secs => ${options.leaseSeconds ?? 60})`;
  const retention = sql.unsafe`make_interval(hours => ${options.retentionHours ?? 24})`;
  let lastPurge = 0;

  const purgeNowAndThen = async () => {
    if (Date.now() - lastPurge < 10 * 60_000) return;
    lastPurge = Date.now();
    await pool.query(sql.unsafe`DELETE FROM http_idempotency.requests WHERE started_at < now() - ${retention}`);
  };

  /** Claims the key for this request, or says why not (an answer to replay, another body, running). */
  const claim = async (scope: string, key: string, requestHash: string): Promise<Claim> => {
    await purgeNowAndThen();
    return pool.transaction(async (tx) => {
      // An expired row counts as absent: it is replaced in place.
      const inserted = await tx.maybeOneFirst(sql.type(z.object({ claimed: z.boolean() }))`
        INSERT INTO http_idempotency.requests (scope, idempotency_key, request_hash)
        VALUES (${scope}, ${key}, ${requestHash})
        ON CONFLICT (scope, idempotency_key) DO UPDATE
          SET request_hash = EXCLUDED.request_hash, status = NULL, body = NULL, sealed_body = NULL, log_position = NULL, started_at = now()
          WHERE requests.started_at < now() - ${retention}
        RETURNING true AS claimed`);
      if (inserted) return { kind: 'new' };
      const existing = await tx.one(sql.type(row)`
        SELECT request_hash, status, body, sealed_body, log_position, started_at < now() - ${lease} AS stale
        FROM http_idempotency.requests WHERE scope = ${scope} AND idempotency_key = ${key} FOR UPDATE`);
      if (existing.request_hash !== requestHash) return { kind: 'mismatch' };
      if (existing.status !== null) {
        const body =
          existing.sealed_body === null
            ? existing.body
            : (JSON.parse(openBytes(sealingKey, existing.sealed_body, boundTo(scope, key)).toString('utf8')) as unknown);
        return { kind: 'replay', status: existing.status, body, position: existing.log_position };
      }
      if (!existing.stale) return { kind: 'running' };
      await tx.query(sql.unsafe`
        UPDATE http_idempotency.requests SET started_at = now() WHERE scope = ${scope} AND idempotency_key = ${key}`);
      return { kind: 'new' };
    });
  };

  /** Keeps the answer, and the log position of its last event when it wrote any, to be replayed to retries. */
  const complete = async (scope: string, key: string, status: number, body: unknown, position: string | null = null) => {
    const sealed = sealBytes(sealingKey, Buffer.from(JSON.stringify(body ?? null), 'utf8'), boundTo(scope, key));
    await pool.query(sql.unsafe`
      UPDATE http_idempotency.requests
      SET status = ${status}, body = NULL, sealed_body = ${sql.binary(sealed)}, log_position = ${position}
      WHERE scope = ${scope} AND idempotency_key = ${key}`);
  };

  /** Forgets the claim (the request failed on the server): a retry runs it again. */
  const release = async (scope: string, key: string) => {
    await pool.query(
      sql.unsafe`DELETE FROM http_idempotency.requests WHERE scope = ${scope} AND idempotency_key = ${key} AND status IS NULL`,
    );
  };

  return { claim, complete, release };
};

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
