/**
 * Answers kept while the read model they were computed from has not moved: the key is checked against
 * the read model's version (its checkpoint) on every call, so a cached answer is never older than the
 * data a fresh read would see, read-your-writes included. Only what is read before loading is trusted:
 * an answer loaded while the version moved is returned but not kept. Bounded; the oldest entry goes first.
 */
export const createAnswerCache = <T>(version: () => Promise<string>, maxEntries = 1_000) => {
  let current: string | null = null;
  const entries = new Map<string, T>();
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const seen = await version();
    if (seen !== current) {
      entries.clear();
      current = seen;
    }
    const hit = entries.get(key);
    if (hit !== undefined) return hit;
    const answer = await load();
    if (seen === current) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, answer);
    }
    return answer;
  };
};
