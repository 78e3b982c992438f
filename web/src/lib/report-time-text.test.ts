import { afterEach, describe, expect, it } from 'vitest';
import { formatMoment, instantOfLocalInput, localInputOf, reportTimeMeaning, reportTimeText } from './report-time-text';

const zone = process.env.TZ;
/** Node reads TZ again whenever it is set: the local times below are New York's. */
const inNewYork = () => {
  process.env.TZ = 'America/New_York';
};
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
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
