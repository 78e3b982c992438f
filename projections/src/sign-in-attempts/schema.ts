import { sql, type DatabasePool } from 'slonik';
import { migrateStore } from '../store-migration';

/**
 * The sign-in attempts store: NOT the event log and NOT a read model (no projector writes it and a
 * rebuild never touches it). Anonymous traffic lands here, in two small self-pruning tables, instead
 * of growing the immutable log:
 *
 * - `failures`: failed sign-ins (what was typed as username, why, the client address, the call's
 *   correlation id), shown by the audit trail beside the log's events. Throttled attempts of one
 *   client address are one row per 15-minute period, counting them (`attempts`), so a flood from one
 *   address adds one row, not one per request.
 * - `counters`: the throttling windows (see ledger-service/src/areas/users/sign-in-throttle.ts), one row
 *   per bucket and key (client address, username + address, username) that failed in the window.
 *
 * Both are pruned by their writers (see attempts.ts and sign-in-throttle.ts for the numbers).
 * It lives in the projections package so that the audit queries can read it without a cycle; the
 * API creates it at start (runtime.ts).
 */
const statements = [
  sql.unsafe`CREATE TABLE IF NOT EXISTS sign_in_attempts.failures (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    first_at timestamptz NOT NULL DEFAULT now(),
    at timestamptz NOT NULL DEFAULT now(),
    username text NOT NULL,
    reason text NOT NULL CHECK (reason IN ('unknown_user', 'wrong_password', 'wrong_code', 'throttled')),
    client_address text NOT NULL,
    attempts int NOT NULL DEFAULT 1,
    correlation_id text NOT NULL,
    -- For throttled rows: the fixed 15-minute period they count (one row per address and period).
    throttled_period timestamptz,
    UNIQUE (client_address, throttled_period)
  )`,
  // A store made before two-factor sign-in refuses the reason 'wrong_code' (a wrong or used code): widen its check once.
  sql.unsafe`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = 'sign_in_attempts.failures'::regclass
                   AND conname = 'failures_reason_check' AND pg_get_constraintdef(oid) LIKE '%wrong_code%') THEN
      ALTER TABLE sign_in_attempts.failures DROP CONSTRAINT IF EXISTS failures_reason_check;
      ALTER TABLE sign_in_attempts.failures ADD CONSTRAINT failures_reason_check
        CHECK (reason IN ('unknown_user', 'wrong_password', 'wrong_code', 'throttled'));
    END IF;
  END $$`,
  sql.unsafe`CREATE INDEX IF NOT EXISTS failures_at ON sign_in_attempts.failures (at)`,
  sql.unsafe`CREATE INDEX IF NOT EXISTS failures_username ON sign_in_attempts.failures (username, at)`,
  sql.unsafe`CREATE TABLE IF NOT EXISTS sign_in_attempts.counters (
    bucket text NOT NULL,
    key text NOT NULL,
    window_started_at timestamptz NOT NULL,
    used int NOT NULL,
    PRIMARY KEY (bucket, key)
  )`,
  sql.unsafe`CREATE INDEX IF NOT EXISTS counters_window ON sign_in_attempts.counters (window_started_at)`,
];

/** Creates the store (idempotent; safe from several processes starting at once). */
export const migrateSignInAttempts = (pool: DatabasePool): Promise<void> =>
  migrateStore(pool, { schema: 'sign_in_attempts', lockKey: 7_401_113_357 }, statements);
