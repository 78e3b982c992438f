import { writeFileSync } from 'node:fs';

/** One figure of the bench: what was measured, beside what it is judged against (bench-results.json). */
export interface BenchRow {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** What the figure is compared with, measured in the same run (null: none). */
  readonly anchor: string | null;
  readonly anchor_value: number | null;
  /** value / anchor_value. */
  readonly ratio: number | null;
  /** The target, as text: `ratio >= 0.8`, `value <= 10 ms`, ... (null: informative only). */
  readonly target: string | null;
  readonly met: boolean | null;
}

export interface Anchor {
  readonly name: string;
  readonly value: number;
}

type Target =
  { readonly ratioAtLeast: number } | { readonly ratioAtMost: number } | { readonly atLeast: number } | { readonly atMost: number } | null;

const targetText = (target: Target, unit: string): string | null => {
  if (target === null) return null;
  if ('ratioAtLeast' in target) return `ratio >= ${target.ratioAtLeast}`;
  if ('ratioAtMost' in target) return `ratio <= ${target.ratioAtMost}`;
  if ('atLeast' in target) return `>= ${target.atLeast.toLocaleString('en-US')} ${unit}`;
  return `<= ${target.atMost.toLocaleString('en-US')} ${unit}`;
};

const isMet = (target: Target, value: number, ratio: number | null): boolean | null => {
  if (target === null) return null;
  if (!Number.isFinite(value)) return false;
  if ('ratioAtLeast' in target) return ratio !== null && ratio >= target.ratioAtLeast;
  if ('ratioAtMost' in target) return ratio !== null && ratio <= target.ratioAtMost;
  if ('atLeast' in target) return value >= target.atLeast;
  return value <= target.atMost;
};

/**
 * A row: `ratio` is value / anchor whenever there is an anchor; `valid: false` (events lost, requests
 * failed) marks a target missed whatever the figure says.
 */
/** The value at fraction `p` of an ascending list (0 for an empty one). */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
/** The median and the 99th percentile of some timings, in any order. */
export const spread = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};

export const row = (
  name: string,
  value: number,
  unit: string,
  options: { anchor?: Anchor | null; target?: Target; valid?: boolean } = {},
): BenchRow => {
  const anchor = options.anchor ?? null;
  const ratio = anchor !== null && anchor.value > 0 && Number.isFinite(value) ? value / anchor.value : null;
  const target = options.target ?? null;
  const met = isMet(target, value, ratio);
  return {
    name,
    value,
    unit,
    anchor: anchor?.name ?? null,
    anchor_value: anchor?.value ?? null,
    ratio,
    target: targetText(target, unit),
    met: met === null ? null : met && options.valid !== false,
  };
};

const figure = (value: number | null): string => {
  if (value === null) return '';
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
};

/** The table printed at the end of a run: one line per row, columns padded to fit. */
export const formatTable = (rows: readonly BenchRow[]): string => {
  const header = ['figure', 'value', 'unit', 'anchor', 'anchor value', 'ratio', 'target', 'met'];
  const cells = rows.map((r) => [
    r.name,
    figure(r.value),
    r.unit,
    r.anchor ?? '',
    figure(r.anchor_value),
    r.ratio === null ? '' : `${r.ratio.toFixed(2)}x`,
    r.target ?? '',
    r.met === null ? '' : r.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const numeric = new Set([1, 4, 5]);
  const line = (values: readonly string[]) =>
    values
      .map((value, column) => (numeric.has(column) ? value.padStart(widths[column]!) : value.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
};

/** The same rows as JSON (non-finite figures become null, which JSON cannot hold otherwise). */
export const writeResults = (path: string, rows: readonly BenchRow[]): void => {
  const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
  const json = rows.map((r) => ({ ...r, value: finite(r.value), anchor_value: finite(r.anchor_value), ratio: finite(r.ratio) }));
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
};
