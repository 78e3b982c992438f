import { createHash } from 'node:crypto';
import { AppError, conflict } from '../errors';
import type { IdempotencyStore } from './store';
import { logger } from '../logger';

/** JSON with keys sorted at every level, so the same body always hashes the same. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whose keys a signed-in caller's are: their registration (a username deleted and registered again is another caller). */
export const userScope = (user: { username: string; registration_id: string }) => `user:${user.username}:${user.registration_id}`;

/** What a call with a key answered: now, or (replayed) the first time. */
export interface KeptAnswer {
  status: number;
  body: unknown;
  /** The log position of the last event the call wrote (`X-Log-Position`), or null when it wrote none. */
  position: string | null;
  replayed: boolean;
}

/** What one run of a call answered, and the log position of the last event it wrote, if it says. */
export interface RunAnswer {
  status: number;
  body: unknown;
  position?: string | null;
}

/** An answer worth keeping for a retry: not a server error, and JSON (not a download). */
const keepable = ({ status, body }: { status: number; body: unknown }) =>
  status < 500 && (body === undefined || body === null || (typeof body === 'object' && !Buffer.isBuffer(body)));

/**
 * Runs one call under an Idempotency-Key of a caller (`scope`): the first run's answer is kept,
 * and a retry with the same key and the same call gets it back and runs nothing. The same key with
 * another call is 409; a retry while the first run is still going is 409 with `Retry-After: 1`.
 * `run` receives the seed its event and record ids derive from (shared/ids.ts), so a run taken over
 * after a crash finds the events appended before it instead of appending them twice. An error is
 * not kept (the key is released and the error thrown); nor is a 5xx answer.
 *
 * Used by the HTTP middleware for every keyed POST, and by the demo, which runs commands directly.
 */
export const runOnce = async (
  store: IdempotencyStore,
  call: { scope: string; key: string; method: string; path: string; body: unknown },
  run: (seed: string) => Promise<RunAnswer>,
): Promise<KeptAnswer> => {
  const requestHash = sha256(`${call.method} ${call.path}\n${canonicalJson(call.body)}`);
  const claim = await store.claim(call.scope, call.key, requestHash);
  switch (claim.kind) {
    case 'replay':
      return { status: claim.status, body: claim.body, position: claim.position, replayed: true };
    case 'mismatch':
      throw conflict('This Idempotency-Key was already used for another request. Use a new key for a new request.');
    case 'running':
      throw new AppError('conflict', 'A request with this Idempotency-Key is still being processed. Try again in a moment.', {
        'Retry-After': '1',
      });
    case 'new':
      break;
    default: {
      const exhaustive: never = claim;
      return exhaustive;
    }
  }
  let answer: RunAnswer;
  try {
    answer = await run(sha256(`${call.scope}\n${call.key}\n${requestHash}`));
  } catch (error) {
    await store.release(call.scope, call.key);
    throw error;
  }
  try {
    if (keepable(answer)) await store.complete(call.scope, call.key, answer.status, answer.body ?? null, answer.position ?? null);
    else await store.release(call.scope, call.key);
  } catch (error) {
    // The answer stands; a retry finds the key running, then (after the lease) re-runs with the
    // same ids and finds its events recorded.
    logger.error({ err: error }, 'Could not keep the answer of an idempotent request');
  }
  return { status: answer.status, body: answer.body, position: answer.position ?? null, replayed: false };
};
