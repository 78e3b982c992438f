import { describe, expect, it } from 'vitest';
import { businessDayFrom, federalReserveHolidays } from './business-days';

describe('the Federal Reserve’s banking days', () => {
  it.each([
    [
      2024,
      [
        '2024-01-01',
        '2024-01-15',
        '2024-02-19',
        '2024-05-27',
        '2024-06-19',
        '2024-07-04',
        '2024-09-02',
        '2024-10-14',
        '2024-11-11',
        '2024-11-28',
        '2024-12-25',
      ],
    ],
    // Saturday holidays stay on Saturday (July 4); none moves to the Friday before.
    [
      2026,
      [
        '2026-01-01',
        '2026-01-19',
        '2026-02-16',
        '2026-05-25',
        '2026-06-19',
        '2026-07-04',
        '2026-09-07',
        '2026-10-12',
        '2026-11-11',
        '2026-11-26',
        '2026-12-25',
      ],
    ],
    // Sunday holidays are observed on Monday: Juneteenth 2022 on the 20th, Christmas 2022 on the 26th.
    [
      2022,
      [
        '2022-01-01',
        '2022-01-17',
        '2022-02-21',
        '2022-05-30',
        '2022-06-20',
        '2022-07-04',
        '2022-09-05',
        '2022-10-10',
        '2022-11-11',
        '2022-11-24',
        '2022-12-26',
      ],
    ],
    [
      2021,
      [
        '2021-01-01',
        '2021-01-18',
        '2021-02-15',
        '2021-05-31',
        '2021-07-05',
        '2021-09-06',
        '2021-10-11',
        '2021-11-11',
        '2021-11-25',
        '2021-12-25',
      ],
    ],
    [
      2023,
      [
        '2023-01-02',
        '2023-01-16',
        '2023-02-20',
        '2023-05-29',
        '2023-06-19',
        '2023-07-04',
        '2023-09-04',
        '2023-10-09',
        '2023-11-11',
        '2023-11-23',
        '2023-12-25',
      ],
    ],
  ])('%i', (year, holidays) => {
    expect(federalReserveHolidays(year)).toEqual(holidays);
  });

  it('takes the day itself when it is a banking day, else the next one', () => {
    expect(businessDayFrom('2024-12-16')).toBe('2024-12-16');
    expect(businessDayFrom('2024-12-14')).toBe('2024-12-16'); // Saturday
    expect(businessDayFrom('2024-12-25')).toBe('2024-12-26'); // Christmas
    expect(businessDayFrom('2024-11-28')).toBe('2024-11-29'); // Thanksgiving
    expect(businessDayFrom('2022-12-24')).toBe('2022-12-27'); // Saturday, Sunday, Christmas observed Monday
    expect(businessDayFrom('2026-07-03')).toBe('2026-07-03'); // the Friday before a Saturday holiday is open
  });
});
