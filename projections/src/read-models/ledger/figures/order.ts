import { generateKeyBetween } from 'fractional-indexing';

/**
 * The one ordering the engine uses for strings: plain UTF-16 code-unit order (JavaScript's `<`),
 * not `localeCompare`, so the result never depends on the machine's locale or ICU version and a
 * PostgreSQL query can reproduce it with `ORDER BY name COLLATE "C"` (identical for the BMP; for
 * characters outside it "C" orders by code point, a difference only between surrogate pairs and
 * U+E000..U+FFFF). "Ties go to investor names in ascending order" (docs/figures.md) means this order,
 * applied to investors' order keys (below), which sort as their names do.
 * Fixed-width ISO dates, months and years sort chronologically under it too.
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The entries of a map (or any key/value pairs) sorted by key in that order: how every keyed figure is listed. */
export const entriesByKey = <V>(entries: Iterable<readonly [string, V]>): [string, V][] =>
  [...entries].map(([key, value]): [string, V] => [key, value]).sort(([a], [b]) => compareCodeUnits(a, b));

/** A new map with the same entries, in key order (JSON objects built from it list keys in that order). */
export const sortedByKey = <V>(entries: Iterable<readonly [string, V]>): Map<string, V> => new Map(entriesByKey(entries));

/**
 * Where an investor sorts among all investors, for the one rule that orders investors: equal
 * remainders of an allocation go to investors in ascending order of their names (docs/figures.md).
 * Names are sealed and may be erased, so each investor gets an **order key** when added (fractional
 * indexing: a short string between its neighbours' keys), and the rule compares keys: investors
 * sorted by key are sorted by name, and an erased name keeps its place, so no figure changes.
 */
export interface Ordered {
  readonly name: string;
  readonly orderKey: string;
}

/**
 * The order key of a new investor named `name`, among `investors` sorted by order key; those whose
 * name is unknown (`null`: erased) are passed over when comparing, and the key goes right after the
 * last investor (in key order) that sorts before `name`, whatever came between.
 */
export const orderKeyAmong = (investors: readonly { readonly name: string | null; readonly orderKey: string }[], name: string): string => {
  const after = investors.findIndex((investor) => investor.name !== null && compareCodeUnits(investor.name, name) > 0);
  const upper = after === -1 ? null : investors[after]!.orderKey;
  const lower = (after === -1 ? investors.at(-1) : investors[after - 1])?.orderKey ?? null;
  return generateKeyBetween(lower, upper);
};

/**
 * Order keys for the investors of logs recorded before order keys existed: each placed by its name
 * among those added before it, in log order, so a replay always gives the same keys and they sort as
 * the names do. `placed` is kept sorted by name; the new investor is added to it.
 */
export const placeByName = (placed: Ordered[], name: string): string => {
  let low = 0;
  let high = placed.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareCodeUnits(placed[middle]!.name, name) < 0) low = middle + 1;
    else high = middle;
  }
  const orderKey = generateKeyBetween(placed[low - 1]?.orderKey ?? null, placed[low]?.orderKey ?? null);
  placed.splice(low, 0, { name, orderKey });
  return orderKey;
};
