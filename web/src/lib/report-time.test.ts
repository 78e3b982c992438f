import { describe, expect, it } from 'vitest';
import { isDay, isInstant, NOW, reportTimeOf, timeQuery, withReportTime } from './report-time';

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
