import type { ReportTime } from '@portal/contracts/api';
import { formatDate } from './format';

/**
 * Reports at another time (docs/time-travel.md): `as_of` a past day (the records dated on or before
 * it, that day being "today") and `known_on` a past moment (the events recorded at or before it).
 * The pages keep both in their URL under the API's own names, so a reload or a shared link shows the
 * same view, and send them with every report call of the page.
 *
 * - asOf 'YYYY-MM-DD' or null (today); knownOn an ISO 8601 instant with its offset, or null (everything so far).
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

export const isNow = (time: ReportTime): boolean => time.asOf === null && time.knownOn === null;

export const sameTime = (a: ReportTime, b: ReportTime): boolean => a.asOf === b.asOf && a.knownOn === b.knownOn;

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

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Today in the browser's zone, 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The local day an instant falls on, 'YYYY-MM-DD' ('' when it cannot be read). */
export function localDayOf(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : localToday(new Date(time));
}

/** A date's local fields as a `datetime-local` value, to the second: 'YYYY-MM-DDTHH:mm:ss'. */
const localInputOfDate = (date: Date) => `${localToday(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** An instant as a `datetime-local` value in the browser's zone, to the second ('' for none). */
export function localInputOf(iso: string | null): string {
  const time = iso === null ? Number.NaN : Date.parse(iso);
  return Number.isNaN(time) ? '' : localInputOfDate(new Date(time));
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * A `datetime-local` value ('2025-01-31T12:00', or with seconds), read in the browser's zone, as an
 * ISO instant with that zone's offset then: '2025-01-31T12:00:00-05:00'. Null when it is no such value.
 */
export function instantOfLocalInput(value: string): string | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? '0'));
  const date = new Date(year!, month! - 1, day, hours, minutes, seconds);
  if (Number.isNaN(date.getTime())) return null;
  // Written from the date itself: a local time a clock change skips becomes the one it names.
  const offset = -date.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  const instant = `${localInputOfDate(date)}${zone}`;
  return isInstant(instant) ? instant : null;
}

/**
 * A moment in the browser's zone, as the banners write it: '01/15/2025 5:00 PM', with the seconds
 * when there are some ('01/15/2025 5:00:07 PM'). Text that is no instant is shown as it came.
 */
export function formatMoment(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const date = new Date(time);
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  const seconds = date.getSeconds() === 0 ? '' : `:${pad(date.getSeconds())}`;
  const day = `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
  return `${day} ${hours}:${pad(date.getMinutes())}${seconds} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/**
 * The view in one line: 'Statement as of 12/31/2024, as known on 01/15/2025 5:00 PM' ('Statement as
 * of 12/31/2024'; 'Statement as of today, as known on ...'); `noun` names what is shown.
 */
export function reportTimeText(time: ReportTime, noun: string): string {
  const day = time.asOf === null ? 'today' : formatDate(time.asOf);
  return time.knownOn === null ? `${noun} as of ${day}` : `${noun} as of ${day}, as known on ${formatMoment(time.knownOn)}`;
}

/** What the view leaves out, in a sentence under the line above. */
export function reportTimeMeaning(time: ReportTime): string {
  if (time.asOf !== null && time.knownOn !== null) {
    return 'The figures as they stood on that day, from what had been recorded by that moment: later records and deletions are left out.';
  }
  if (time.asOf !== null) return 'The figures as they stood on that day: records dated after it are left out.';
  return 'The figures from what had been recorded by that moment: later records and deletions are left out.';
}
