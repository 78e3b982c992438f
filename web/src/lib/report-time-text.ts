import { formatDate } from './format';
import { isInstant, type ReportTime } from './report-time';

// The view in time (report-time.ts) as the pages show it and read it: local days and moments, and the banner's words.

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
