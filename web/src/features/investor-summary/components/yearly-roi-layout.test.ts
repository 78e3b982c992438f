import { describe, expect, it } from 'vitest';
import { BAR_THICKNESS, CHART_MARGIN, yearlyRoiLayout } from './yearly-roi-layout';

const WIDTH = 640;
const HEIGHT = 260;
const bottom = HEIGHT - CHART_MARGIN.bottom;

describe('yearlyRoiLayout', () => {
  it('puts one bar per year, oldest first, each 20 px thick with a percent label', () => {
    const { bars } = yearlyRoiLayout({ '2024': 8, '2022': 5.5, '2023': 7.25 }, WIDTH, HEIGHT);

    expect(bars.map((b) => b.year)).toEqual(['2022', '2023', '2024']);
    expect(bars.map((b) => b.label)).toEqual(['5.50%', '7.25%', '8.00%']);
    expect(bars.every((b) => b.width === BAR_THICKNESS)).toBe(true);
    expect(BAR_THICKNESS).toBe(20);
    expect(bars[0]!.x).toBeLessThan(bars[1]!.x);
  });

  it('starts the y axis at zero, with bars growing from it in proportion', () => {
    const { bars, yTicks, zeroY } = yearlyRoiLayout({ '2023': 10, '2024': 5 }, WIDTH, HEIGHT);

    expect(yTicks[0]!.value).toBe(0);
    expect(zeroY).toBe(bottom);
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(zeroY);
    expect(bars[0]!.height).toBeCloseTo(2 * bars[1]!.height);
    expect(yTicks.map((t) => t.label)).toContain('0%');
  });

  it('keeps zero on the axis when every value is far from it', () => {
    const { yTicks } = yearlyRoiLayout({ '2023': 95, '2024': 96 }, WIDTH, HEIGHT);

    expect(yTicks[0]!.value).toBe(0);
    expect(yTicks.at(-1)!.value).toBeGreaterThanOrEqual(96);
  });

  it('draws a negative year below zero with its label underneath', () => {
    const { bars, zeroY } = yearlyRoiLayout({ '2023': -4, '2024': 6 }, WIDTH, HEIGHT);
    const negative = bars[0]!;

    expect(negative.label).toBe('-4.00%');
    expect(negative.y).toBeCloseTo(zeroY);
    expect(negative.height).toBeGreaterThan(0);
    expect(negative.labelY).toBeGreaterThan(negative.y + negative.height);
    expect(zeroY).toBeLessThan(bottom);
  });

  it('marks only the bar of the current year as year to date', () => {
    const { bars } = yearlyRoiLayout({ '2025': 5.1, '2026': 3.2 }, WIDTH, HEIGHT, '2026');

    expect(bars.map((b) => [b.year, b.yearToDate])).toEqual([
      ['2025', false],
      ['2026', true],
    ]);
    expect(yearlyRoiLayout({ '2025': 5.1 }, WIDTH, HEIGHT).bars[0]!.yearToDate).toBe(false);
  });

  it('has an axis from zero and no bars without data', () => {
    const { bars, yTicks, zeroY } = yearlyRoiLayout({}, WIDTH, HEIGHT);

    expect(bars).toEqual([]);
    expect(yTicks[0]!.value).toBe(0);
    expect(zeroY).toBe(bottom);
  });
});
