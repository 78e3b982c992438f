/** The timeline's small helpers: days and instants as numbers, and lazily made keys. */

/** A day 'YYYY-MM-DD' as the number YYYYMMDD (same order). */
export const dayNumber = (day: string) => {
  const number = Number(day.slice(0, 4)) * 10_000 + Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !Number.isInteger(number)) throw new RangeError(`Not a day: ${day}`);
  return number;
};

export const instant = (iso: string) => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${iso}`);
  return ms;
};

/** `base` with more keys, each computed on its first read and kept: a list no report reads is never made. */
export const withLazy = <B extends object, L extends object>(base: B, lazy: { [K in keyof L]: () => L[K] }): B & L => {
  for (const key of Object.keys(lazy) as (keyof L & string)[]) {
    let made: { value: L[typeof key] } | undefined;
    Object.defineProperty(base, key, { enumerable: true, get: () => (made ??= { value: lazy[key]() }).value });
  }
  return base as B & L;
};
