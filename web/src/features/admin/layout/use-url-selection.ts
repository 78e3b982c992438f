import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A panel's selections (a tax year, an LLC, a property), kept in the URL beside `?action=` so a
 * reload, Back or a shared link reopens the same view. `select` changes some at once ('' removes one)
 * and replaces the history entry: picking is not navigating.
 */
export function useUrlSelection<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;

  const select = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries<string | undefined>(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return [values, select] as const;
}
