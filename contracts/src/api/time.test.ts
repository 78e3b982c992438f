import { describe, expect, it } from 'vitest';
import { knownOnField, timeQuery } from './time';

const messages = (value: string) => knownOnField.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('known_on', () => {
  it('leaves as the same instant in UTC', () => {
    expect(knownOnField.parse('2025-01-31T12:00-05:00')).toBe('2025-01-31T17:00:00.000Z');
    expect(knownOnField.parse(' 2024-02-29T23:59:59.5+01:00 ')).toBe('2024-02-29T22:59:59.500Z');
  });

  it('refuses a day the calendar does not have, instead of reading it as the next ones', () => {
    for (const value of ['2025-02-30T10:00:00Z', '2025-02-29T00:00Z', '2025-04-31T10:00:00-05:00', '2025-00-10T10:00:00Z'])
      expect(messages(value), value).toEqual(['Not a calendar date-time']);
  });

  it('refuses hours, minutes and offsets out of range (T24:00 would be the next day)', () => {
    for (const value of ['2025-01-31T24:00:00Z', '2025-01-31T23:60:00Z', '2025-01-31T23:59:60Z', '2025-01-31T12:00+24:00', '2025-02-30'])
      expect(messages(value), value).toEqual([expect.stringMatching(/^Expected a date-time such as/)]);
  });

  it('stays within 1900-2099 in UTC', () => {
    expect(messages('1900-01-01T00:30:00+01:00')).toEqual(['Expected a date-time between 1900 and 2099']);
    expect(knownOnField.parse('2099-12-31T23:59:59Z')).toBe('2099-12-31T23:59:59.000Z');
  });
});

describe('as_of', () => {
  it('refuses a day the calendar does not have', () => {
    expect(timeQuery.as_of.safeParse('2025-02-30').success).toBe(false);
    expect(timeQuery.as_of.safeParse('2024-02-29').success).toBe(true);
  });
});
