import { afterEach, describe, expect, it } from 'vitest';
import {
  formatMoment,
  instantOfLocalInput,
  isDay,
  isInstant,
  localInputOf,
  NOW,
  reportTimeMeaning,
  reportTimeOf,
  reportTimeText,
  timeQuery,
  withReportTime,
} from './report-time';

const zone = process.env.TZ;
/** Node reads TZ again whenever it is set: the local times below are New York's. */
const inNewYork = () => {
  process.env.TZ = 'America/New_York';
};
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the view in time of a report', () => {
  it('reads as_of and known_on from the URL, and what cannot be read there as not asked', () => {
    const params = new URLSearchParams('action=admin-summary&as_of=2024-12-31&known_on=2025-01-15T17%3A00%3A00-05%3A00');
    expect(reportTimeOf(params)).toEqual({ asOf: '2024-12-31', knownOn: '2025-01-15T17:00:00-05:00' });
    expect(reportTimeOf(new URLSearchParams('as_of=2024-02-30&known_on=yesterday'))).toEqual(NOW);
    expect(reportTimeOf(new URLSearchParams('as_of=1899-12-31&known_on=2025-01-15'))).toEqual(NOW);
  });

  it("leaves known_on out of an investor's view whatever the URL says", () => {
    const params = new URLSearchParams('as_of=2024-12-31&known_on=2025-01-15T17:00:00Z');
    expect(reportTimeOf(params, { knownOn: false })).toEqual({ asOf: '2024-12-31', knownOn: null });
  });

  it('writes the view into the URL beside the other parameters, and takes it out again', () => {
    const params = new URLSearchParams('action=llc-taxes&llc=Oak+LLC');
    const written = withReportTime(params, { asOf: '2024-12-31', knownOn: '2025-01-15T22:00:00.000Z' });
    expect(written.toString()).toBe('action=llc-taxes&llc=Oak+LLC&as_of=2024-12-31&known_on=2025-01-15T22%3A00%3A00.000Z');
    expect(reportTimeOf(written)).toEqual({ asOf: '2024-12-31', knownOn: '2025-01-15T22:00:00.000Z' });
    expect(withReportTime(written, NOW).toString()).toBe('action=llc-taxes&llc=Oak+LLC');
    expect(params.toString()).toBe('action=llc-taxes&llc=Oak+LLC');
  });

  it('sends only what was asked', () => {
    expect(timeQuery(NOW)).toEqual({ as_of: undefined, known_on: undefined });
    expect(timeQuery({ asOf: '2024-12-31', knownOn: null })).toEqual({ as_of: '2024-12-31', known_on: undefined });
  });

  it('knows a calendar day and an instant with its offset, as the contract does', () => {
    expect(['2024-02-29', '1900-01-01', '2099-12-31'].map(isDay)).toEqual([true, true, true]);
    expect(['2023-02-29', '2100-01-01', '24-12-31', ''].map(isDay)).toEqual([false, false, false, false]);
    expect(['2025-01-31T17:00:00Z', '2025-01-31T12:00-05:00', '2025-01-31T17:00:00.123Z'].map(isInstant)).toEqual([true, true, true]);
    expect(['2025-01-31T17:00:00', '2025-01-31', '2025-13-45T99:00Z'].map(isInstant)).toEqual([false, false, false]);
  });
});

describe('As known on, typed in the browser’s zone', () => {
  it('turns a datetime-local value into an instant with the offset of that moment, and back', () => {
    inNewYork();
    expect(instantOfLocalInput('2025-01-31T12:00')).toBe('2025-01-31T12:00:00-05:00');
    expect(instantOfLocalInput('2025-07-04T09:30:15')).toBe('2025-07-04T09:30:15-04:00');
    expect(Date.parse(instantOfLocalInput('2025-07-04T09:30:15')!)).toBe(Date.parse('2025-07-04T13:30:15Z'));
    expect(localInputOf('2025-01-31T17:00:00.000Z')).toBe('2025-01-31T12:00:00');
    expect(localInputOf(null)).toBe('');
    expect(instantOfLocalInput('')).toBeNull();
    expect(instantOfLocalInput('2025-01-31')).toBeNull();
  });

  it('writes a moment as the banners do: MM/DD/YYYY h:mm AM/PM, the seconds only when there are some', () => {
    inNewYork();
    expect(formatMoment('2025-01-15T22:00:00Z')).toBe('01/15/2025 5:00 PM');
    expect(formatMoment('2025-01-15T22:00:07.250Z')).toBe('01/15/2025 5:00:07 PM');
    expect(formatMoment('soon')).toBe('soon');
  });
});

describe('the banner’s words', () => {
  it('says the day, the moment, or both', () => {
    inNewYork();
    expect(reportTimeText({ asOf: '2024-12-31', knownOn: '2025-01-15T22:00:00Z' }, 'Statement')).toBe(
      'Statement as of 12/31/2024, as known on 01/15/2025 5:00 PM',
    );
    expect(reportTimeText({ asOf: '2024-12-31', knownOn: null }, 'Statement')).toBe('Statement as of 12/31/2024');
    expect(reportTimeText({ asOf: null, knownOn: '2025-01-15T22:00:00Z' }, 'Report')).toBe(
      'Report as of today, as known on 01/15/2025 5:00 PM',
    );
    expect(reportTimeMeaning({ asOf: '2024-12-31', knownOn: null })).toMatch(/records dated after it are left out/);
    expect(reportTimeMeaning({ asOf: null, knownOn: '2025-01-15T22:00:00Z' })).toMatch(/later records and deletions are left out/);
  });
});
