import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How big one run of the bench is, from its command line. */
export interface BenchPlan {
  readonly mode: 'full' | 'quick' | 'tiny';
  /** PostgreSQL's durable defaults (every commit waits for the disk), unless `--fast`. */
  readonly durable: boolean;
  /** The big history: realistic ledger events (ledger-log.ts). */
  readonly events: number;
  readonly writers: number;
  /** Single-event appends per writer, for each store. */
  readonly singleAppends: number;
  /** Appends of `batchSize` events per writer, for each store. */
  readonly batches: number;
  readonly batchSize: number;
  /** Seconds of each HTTP load (open and closed loop), and of the write -> visible run. */
  readonly loadSeconds: number;
  /** One-caller investor summaries timed as time travel's anchor. */
  readonly summaryCalls: number;
  /** Statements rendered one after another (statement-rows.ts). */
  readonly statements: number;
  /** The open loop's offered rate. */
  readonly openLoopRate: number;
  /** autocannon's connections. */
  readonly connections: number;
  /** Only these demo properties (a quicker load), or the whole demo. */
  readonly demoProperties: readonly string[] | null;
  /** Where the rows go as JSON. */
  readonly out: string;
  /** Lighthouse after the table (e2e/lighthouse.bench.ts). */
  readonly lighthouse: boolean;
}

const usage = `Usage: npm run bench -- [--quick | --tiny] [--fast] [--events N] [--out FILE] [--lighthouse | --no-lighthouse]
  --quick          100,000 events, 2 s loads, part of the demo (under 3 minutes)
  --tiny           a few hundred events, 0.5 s loads, one demo property (the smoke test)
  --fast           fsync and synchronous_commit off (not comparable with durable runs)
  --events N       the size of the big history (default 1,000,000)
  --out FILE       where the rows go as JSON (default bench-results.json at the repository root)
  --lighthouse     run Lighthouse after the table (the default of a full run only)`;

/** A command line the bench does not understand (printed with the usage, no stack). */
export class UsageError extends Error {}

/** Part of the demo for --quick (its whole load takes about 50 s): each property type and LLC. */
const quickDemo = ['Harbor View Townhome', 'Willow Creek Cape Cod', 'Depot Street Storefront', 'Highway 31 Billboard Site'];

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

export const parsePlan = (args: readonly string[]): BenchPlan => {
  const flags = new Set(args.filter((arg) => arg.startsWith('--')));
  const valueOf = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const known = new Set(['--quick', '--tiny', '--fast', '--events', '--out', '--lighthouse', '--no-lighthouse', '--help']);
  const unknown = [...flags].filter((flag) => !known.has(flag));
  if (unknown.length > 0 || flags.has('--help'))
    throw new UsageError(`${unknown.length > 0 ? `Unknown ${unknown.join(' ')}\n` : ''}${usage}`);
  const mode = flags.has('--tiny') ? 'tiny' : flags.has('--quick') ? 'quick' : 'full';
  const sizes = {
    full: { events: 1_000_000, singleAppends: 3_000, batches: 125, loadSeconds: 10, summaryCalls: 100, demoProperties: null },
    quick: { events: 100_000, singleAppends: 500, batches: 25, loadSeconds: 2, summaryCalls: 50, demoProperties: quickDemo },
    tiny: { events: 400, singleAppends: 10, batches: 2, loadSeconds: 0.5, summaryCalls: 20, demoProperties: ['Harbor View Townhome'] },
  }[mode];
  const statements = { full: 1_000, quick: 200, tiny: 10 }[mode];
  const events = valueOf('--events') === undefined ? sizes.events : Number(valueOf('--events'));
  if (!Number.isInteger(events) || events < 200) throw new UsageError(`--events wants a whole number of at least 200\n${usage}`);
  return {
    mode,
    durable: !flags.has('--fast'),
    ...sizes,
    statements,
    events,
    writers: 8,
    batchSize: 100,
    openLoopRate: 1_000,
    connections: 20,
    out: resolve(valueOf('--out') ?? `${repositoryRoot}/bench-results.json`),
    lighthouse: flags.has('--no-lighthouse') ? false : flags.has('--lighthouse') || mode === 'full',
  };
};
