import { metrics } from './metrics';

export interface AnswerCacheLimits<T> {
  /** At most this many answers (default 1,000). */
  readonly maxEntries?: number;
  /** At most this many bytes of answers, as `sizeOf` measures them (default: no limit but the count). */
  readonly maxBytes?: number;
  readonly sizeOf?: (answer: T) => number;
}

/**
 * Answers kept while the read model they were computed from has not moved: the key is checked against
 * the read model's version (its checkpoint) on every call, so a cached answer is never older than the
 * data a fresh read would see, read-your-writes included. Only what is read before loading is trusted:
 * an answer loaded while the version moved is returned but not kept. Bounded by count and by size;
 * the oldest entry goes first. Its hits and misses are counted under `name` (`portal_kept_answers_total`).
 */
export const createAnswerCache = <T>(version: () => Promise<string>, limits: AnswerCacheLimits<T> | number = {}, name = 'other') => {
  const { maxEntries = 1_000, maxBytes = Infinity, sizeOf = () => 0 } = typeof limits === 'number' ? { maxEntries: limits } : limits;
  let current: string | null = null;
  const entries = new Map<string, { answer: T; bytes: number }>();
  // Loads in flight at the current version: callers asking for the same answer at once share one
  // (20 clients opening the same page must not compute it 20 times).
  const loading = new Map<string, Promise<T>>();
  let bytes = 0;
  const hits = metrics.keptAnswers.labels(name, 'hit');
  const misses = metrics.keptAnswers.labels(name, 'miss');

  const keep = (key: string, answer: T) => {
    const size = sizeOf(answer);
    if (size > maxBytes) return;
    for (const [oldest, entry] of entries) {
      if (entries.size < maxEntries && bytes + size <= maxBytes) break;
      entries.delete(oldest);
      bytes -= entry.bytes;
    }
    entries.set(key, { answer, bytes: size });
    bytes += size;
  };

  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const seen = await version();
    if (seen !== current) {
      entries.clear();
      loading.clear();
      bytes = 0;
      current = seen;
    }
    const hit = entries.get(key);
    if (hit !== undefined) {
      hits.inc();
      return hit.answer;
    }
    const inFlight = loading.get(key);
    if (inFlight !== undefined) {
      hits.inc();
      return inFlight;
    }
    misses.inc();
    const loaded = load();
    loading.set(key, loaded);
    try {
      const answer = await loaded;
      if (seen === current && loading.get(key) === loaded) keep(key, answer);
      return answer;
    } finally {
      if (loading.get(key) === loaded) loading.delete(key);
    }
  };
};

/** The limits of a cache of serialised answers: 10,000 of them, and 32 MB of JSON unless said. */
export const jsonCacheLimits = <T>(bytesOf: (answer: T) => number, megabytes = 32): AnswerCacheLimits<T> => ({
  maxEntries: 10_000,
  maxBytes: megabytes * 1024 * 1024,
  sizeOf: bytesOf,
});
