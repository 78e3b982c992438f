import { nothingPutIn } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import type { FirmReturnsLine } from '../returns/api/use-firm-returns';
import { nextSort, sortRows, type Sort } from './sort-rows';

type Key = keyof FirmReturnsLine;
const sortLines = (rows: readonly FirmReturnsLine[], sort: Sort<Key>) => sortRows(rows, sort, (row, key) => row[key]);

const line = (investor_name: string, xirr: number | null, total_fees = 0): FirmReturnsLine => ({
  ...nothingPutIn,
  investor_name,
  xirr,
  total_fees,
});

const lines = [line('Cy', 5), line('Ann', null), line('Bea', 12.5), line('Dan', 5), line('Eve', -3)];
const names = (sorted: readonly FirmReturnsLine[]) => sorted.map((l) => l.investor_name);

describe('sortRows', () => {
  it('sorts by a figure either way, the not meaningful last both times and ties by name', () => {
    expect(names(sortLines(lines, { key: 'xirr', direction: 'descending' }))).toEqual(['Bea', 'Cy', 'Dan', 'Eve', 'Ann']);
    expect(names(sortLines(lines, { key: 'xirr', direction: 'ascending' }))).toEqual(['Eve', 'Cy', 'Dan', 'Bea', 'Ann']);
  });

  it('sorts by name in code-unit order', () => {
    expect(names(sortLines(lines, { key: 'investor_name', direction: 'descending' }))).toEqual(['Eve', 'Dan', 'Cy', 'Bea', 'Ann']);
  });

  it('sorts texts in code-unit order and yes before no when highest first, nothing last', () => {
    const rows = [
      { investor_name: 'Ann', day: '2024-03-01', on: false },
      { investor_name: 'Bea', day: null, on: true },
      { investor_name: 'Cy', day: '2025-01-31', on: true },
    ];
    const sorted = (key: 'day' | 'on') =>
      sortRows(rows, { key, direction: 'descending' }, (row, at) => row[at]).map((row) => row.investor_name);
    expect(sorted('day')).toEqual(['Cy', 'Ann', 'Bea']);
    expect(sorted('on')).toEqual(['Bea', 'Cy', 'Ann']);
  });

  it('leaves the lines it was given as they were', () => {
    sortLines(lines, { key: 'xirr', direction: 'descending' });
    expect(names(lines)).toEqual(['Cy', 'Ann', 'Bea', 'Dan', 'Eve']);
  });
});

describe('nextSort', () => {
  it('turns the sorted column round, and starts a new one highest first (names A to Z)', () => {
    expect(nextSort({ key: 'xirr', direction: 'descending' }, 'xirr')).toEqual({ key: 'xirr', direction: 'ascending' });
    expect(nextSort({ key: 'xirr', direction: 'ascending' }, 'total_fees')).toEqual({ key: 'total_fees', direction: 'descending' });
    expect(nextSort({ key: 'xirr', direction: 'ascending' }, 'investor_name')).toEqual({ key: 'investor_name', direction: 'ascending' });
  });
});
