/**
 * The one ordering the engine uses for strings: plain UTF-16 code-unit order (JavaScript's `<`),
 * not `localeCompare`, so the result never depends on the machine's locale or ICU version and a
 * PostgreSQL query can reproduce it with `ORDER BY name COLLATE "C"` (identical for the BMP; for
 * characters outside it "C" orders by code point, a difference only between surrogate pairs and
 * U+E000..U+FFFF). "Ties go to investor names in ascending order" (docs/figures.md) means this order.
 * Fixed-width ISO dates, months and years sort chronologically under it too.
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The entries of a map (or any key/value pairs) sorted by key in that order: how every keyed figure is listed. */
export const entriesByKey = <V>(entries: Iterable<readonly [string, V]>): [string, V][] =>
  [...entries].map(([key, value]): [string, V] => [key, value]).sort(([a], [b]) => compareCodeUnits(a, b));

/** A new map with the same entries, in key order (JSON objects built from it list keys in that order). */
export const sortedByKey = <V>(entries: Iterable<readonly [string, V]>): Map<string, V> => new Map(entriesByKey(entries));
