import { z } from 'zod';
import type { BenchServer } from './bench-server';

import { percentile } from './results';

/**
 * The reports at another time (docs/time-travel.md), over HTTP from the running API as a user meets
 * them. The server reads the log into its timeline at start (`readInMs`); after that a request at a
 * view nobody asked for yet (a new known_on, a new as_of, or both) filters the timeline and runs the
 * figures engine for what the report needs. Every report call is asked once at each kind of new
 * view, each time at a moment and a day never asked before. Target (`targetMs`): the slowest under
 * 1 s over 1M events, 200 ms on the demo data.
 */
export interface TimeTravelTimings {
  /** Reading the whole log in (the server does it at start, in the background). */
  readonly readInMs: number;
  /** Every request at a new view, ascending. */
  readonly newViewMs: readonly number[];
  /** The slowest of them, and which it was. */
  readonly worst: { readonly ms: number; readonly request: string };
  /** Another investor's summary in a view already made, ascending. */
  readonly nextMs: readonly number[];
  /** GET /admin/restatements since a moment in the middle of the history, as of a day. */
  readonly restatementsMs: number;
  readonly heapMb: number;
}

/** The report calls that take as_of and known_on, for one investor, a property they hold, an LLC and a tax year. */
const reportPaths = (names: { investor: string; property: string; llc: string; year: string }) => {
  const [i, p, l] = [names.investor, names.property, names.llc].map(encodeURIComponent);
  return [
    `/api/investor_summary?investor_name=${i}`,
    `/api/investor_property?investor_name=${i}&property_name=${p}`,
    `/api/investor_returns?investor_name=${i}`,
    '/admin/get_admin_summary',
    `/admin/get_property_details?selectedProperty=${p}`,
    `/admin/llc_taxes?selectedLLC=${l}&selectedTaxYear=${names.year}`,
    `/admin/property_taxes?selectedProperty=${p}&selectedTaxYear=${names.year}`,
  ];
};

const names = z.array(z.string());
const helpers = z.object({ investors_list: names, llcs_list: names, properties: names, tax_years: names });
const summary = z.object({ property_pictures: z.array(z.record(z.string(), z.string())) });

/**
 * The first moment (to a 128th of the span) at which every report of `paths` answers at `known_on`:
 * a search over moments, each asked once (never one the measure asks after).
 */
const firstMomentKnowing = async (server: BenchServer, paths: readonly string[], from: number, to: number): Promise<number> => {
  const knows = async (moment: number) => {
    const knownOn = encodeURIComponent(new Date(moment).toISOString());
    const answers = await Promise.all(
      paths.map((path) => server.call('GET', `${path}${path.includes('?') ? '&' : '?'}known_on=${knownOn}`)),
    );
    return answers.every((answer) => answer.status === 200);
  };
  let [low, high] = [from, to];
  for (let step = 0; step < 7; step++) {
    const middle = Math.floor((low + high) / 2);
    if (await knows(middle)) high = middle;
    else low = middle;
  }
  return high;
};

export const measureTimeTravel = async (server: BenchServer, targetMs: number): Promise<TimeTravelTimings> => {
  const timed = async (path: string): Promise<[unknown, number]> => {
    const started = performance.now();
    const answer = await server.call('GET', path);
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`bench: ${path} answered ${answer.status}`);
    return [answer.body, ms];
  };
  // The first two investors, the first LLC, the oldest tax year and a property the first investor
  // holds (in a history of a few hundred events they may hold none yet).
  const lists = helpers.parse((await timed('/admin/get_admin_helpers'))[0]);
  const [investor, other] = lists.investors_list;
  if (investor === undefined || other === undefined) throw new Error('bench: time travel wants two investors');
  const [held] = await timed(`/api/investor_summary?investor_name=${encodeURIComponent(investor)}`);
  const property = Object.keys(summary.parse(held).property_pictures[0] ?? {})[0] ?? lists.properties[0] ?? '';
  const today = server.services.clock.today();
  const year = lists.tax_years.at(-1) ?? today.slice(0, 4);
  const paths = reportPaths({ investor, property, llc: lists.llcs_list[0] ?? '', year });

  // Moments spread over when the history was recorded, from the first at which every report
  // knows its subject (before it, the investor holds no property or the tax year has no record,
  // and the call rightly answers 404; a batch records years of a property at one moment), and days
  // over the years it covers: each request below is the first at its view.
  const [first] = await server.runtime.store.readAll({ after: null, limit: 1 });
  const from = await firstMomentKnowing(server, paths, Date.parse(first?.recordedAt ?? new Date().toISOString()), Date.now());
  const span = Date.now() - from;
  let sample = 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  const newMoment = () => new Date(from + Math.floor(((++sample * 0.618) % 1) * span)).toISOString();
  // Days after the oldest tax year (the tax reports ask for it, so it must exist at every day),
  // before today, over up to four years.
  const oldest = Number(year);
  const years = Math.min(4, Number(today.slice(0, 4)) - oldest);
  if (years < 1) throw new Error('bench: time travel wants a history that began before this year');
  const newDay = () => {
    const s = ++sample;
    const at = (y: number) => `${y}-${pad((s % 12) + 1)}-${pad((s % 28) + 1)}`;
    const day = at(oldest + 1 + (s % years));
    return day < today ? day : at(oldest + (s % years));
  };
  const views: (() => string)[] = [
    () => `known_on=${encodeURIComponent(newMoment())}`,
    () => `as_of=${newDay()}`,
    () => `as_of=${newDay()}&known_on=${encodeURIComponent(newMoment())}`,
  ];

  const newViewMs: { ms: number; request: string }[] = [];
  const nextMs: number[] = [];
  for (const view of views)
    for (const path of paths) {
      const request = `${path}${path.includes('?') ? '&' : '?'}${view()}`;
      newViewMs.push({ ms: (await timed(request))[1], request });
      if (path.startsWith('/api/investor_summary'))
        nextMs.push((await timed(request.replace(encodeURIComponent(investor), encodeURIComponent(other))))[1]);
    }
  const middle = new Date(from + span / 2).toISOString();
  const [, restatementsMs] = await timed(`/admin/restatements?known_on=${encodeURIComponent(middle)}&as_of=2024-06-30`);
  const heapMb = process.memoryUsage().heapUsed / 1_048_576;
  const worst = newViewMs.reduce((a, b) => (b.ms > a.ms ? b : a));
  const timings = {
    readInMs: server.readInMs,
    newViewMs: newViewMs.map((one) => one.ms).sort((a, b) => a - b),
    worst,
    nextMs: nextMs.sort((a, b) => a - b),
    restatementsMs,
    heapMb,
  };
  console.log(
    [
      `Reports at another time: reading the log in (at server start) ${timings.readInMs.toFixed(0)} ms;`,
      `${newViewMs.length} requests each at a new view: median ${percentile(timings.newViewMs, 0.5).toFixed(0)} ms,`,
      `slowest ${worst.ms.toFixed(0)} ms (${worst.request}, target < ${targetMs.toLocaleString('en-US')} ms) ${worst.ms < targetMs ? 'ok' : 'MISSED'};`,
      `the next summary in a view ${percentile(timings.nextMs, 0.5).toFixed(0)} ms; restatements ${restatementsMs.toFixed(0)} ms; heap ${heapMb.toFixed(0)} MB`,
    ].join(' '),
  );
  for (const one of newViewMs) console.info(`  ${one.ms.toFixed(0).padStart(6)} ms  ${decodeURIComponent(one.request)}`);
  return timings;
};
