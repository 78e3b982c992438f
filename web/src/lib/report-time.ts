import type { ReportTime } from '@portal/contracts/api';

/**
 * Reports at another time (docs/time-travel.md): `as_of` a past day (the records dated on or before
 * it, that day being "today") and `known_on` a past moment (the events recorded at or before it).
 * The pages keep both in their URL under the API's own names, so a reload or a shared link shows the
 * same view, and send them with every report call of the page.
 *
 * - asOf 'YYYY-MM-DD' or null (today); knownOn an ISO 8601 instant with its offset, or null (everything so far).
 *
 * This module is the view as the URL and the API carry it, which the app's first code reads
 * (the investor's summary asked for at start); report-time-text.ts is how the pages show and read it.
 */
export type { ReportTime };

/** Today, and everything recorded so far: the reports as they always were. */
export const NOW: ReportTime = { asOf: null, knownOn: null };

/** The URL (and API) parameters. */
export const AS_OF_PARAM = 'as_of';
export const KNOWN_ON_PARAM = 'known_on';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The contract's date-time (contracts/src/api/time.ts, copied so the investor page loads no zod). */
const INSTANT = /^(19|20)\d\d-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:?\d\d)$/;

/** A calendar day 'YYYY-MM-DD' from 1900 to 2099. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2099 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO 8601 date-time with its offset, from 1900 to 2099, that names a real instant. */
export function isInstant(text: string): boolean {
  return INSTANT.test(text) && !Number.isNaN(Date.parse(text));
}

/**
 * The view the URL names; what cannot be read there counts as not asked. `knownOn` false (an
 * investor, who may not ask for it) leaves `known_on` out whatever the URL says.
 */
export function reportTimeOf(params: URLSearchParams, { knownOn = true }: { knownOn?: boolean } = {}): ReportTime {
  const asOf = params.get(AS_OF_PARAM) ?? '';
  const instant = knownOn ? (params.get(KNOWN_ON_PARAM) ?? '') : '';
  return { asOf: isDay(asOf) ? asOf : null, knownOn: isInstant(instant) ? instant : null };
}

/** `params` with the view written in (the other parameters kept); a null field removes its parameter. */
export function withReportTime(params: URLSearchParams, time: ReportTime): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of [
    [AS_OF_PARAM, time.asOf],
    [KNOWN_ON_PARAM, time.knownOn],
  ] as const) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The view as a link's query, '?as_of=...&known_on=...', or '' for today's. */
export function reportTimeSearch(time: ReportTime): string {
  const search = withReportTime(new URLSearchParams(), time).toString();
  return search === '' ? '' : `?${search}`;
}

/** The query fields of a report call: only those asked. */
export function timeQuery(time: ReportTime): { as_of?: string; known_on?: string } {
  return { as_of: time.asOf ?? undefined, known_on: time.knownOn ?? undefined };
}
