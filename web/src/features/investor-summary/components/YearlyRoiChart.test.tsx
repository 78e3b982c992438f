import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { YearlyRoiChart } from './YearlyRoiChart';

function bars(container: HTMLElement) {
  return [...container.querySelectorAll('rect[data-year]')];
}

describe('YearlyRoiChart', () => {
  it('draws one 20 px bar per year with its value and a percent sign', () => {
    const { container } = renderWithProviders(<YearlyRoiChart title="Yearly ROI" roiPerYear={{ '2023': 7.5, '2024': 12.25 }} />);

    expect(bars(container).map((bar) => bar.getAttribute('data-year'))).toEqual(['2023', '2024']);
    expect(bars(container).map((bar) => bar.getAttribute('width'))).toEqual(['20', '20']);
    expect(screen.getByText('7.50%')).toBeInTheDocument();
    expect(screen.getByText('12.25%')).toBeInTheDocument();
    expect(screen.getByText('2023')).toBeInTheDocument();
  });

  it('starts the y axis at 0%', () => {
    renderWithProviders(<YearlyRoiChart title="Yearly ROI" roiPerYear={{ '2024': 40 }} />);

    expect(screen.getByText('0%')).toBeInTheDocument();
  });

  it('is one image for screen readers, named by its title and described by its values', () => {
    renderWithProviders(<YearlyRoiChart title="Yearly ROI" roiPerYear={{ '2024': 8, '2023': -1.5 }} />);

    const chart = screen.getByRole('img', { name: 'Yearly ROI' });
    expect(chart).toHaveAccessibleDescription('2023: -1.50%, 2024: 8.00%');
  });

  it('has no legend: every text is a y tick, a year or a value label', () => {
    const { container } = renderWithProviders(<YearlyRoiChart title="Yearly ROI" roiPerYear={{ '2024': 8 }} />);

    const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    const tick = /^-?\d+(\.\d+)?%$/;
    expect(texts.filter((text) => !tick.test(text) && text !== '2024' && text !== '8.00%')).toEqual([]);
  });

  it("hatches the current year's bar and labels it '(YTD)' under its year", () => {
    const { container } = renderWithProviders(
      <YearlyRoiChart title="Yearly ROI" roiPerYear={{ '2025': 5.25, '2026': 3.1 }} thisYear="2026" />,
    );

    expect(container.querySelector('rect[data-year="2026"]')).toHaveAttribute('data-ytd');
    expect(container.querySelector('rect[data-year="2026"]')!.getAttribute('fill')).toMatch(/^url\(#/);
    expect(container.querySelector('rect[data-year="2025"]')).not.toHaveAttribute('data-ytd');
    const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(texts.filter((text) => text === '(YTD)')).toHaveLength(1);
    expect(texts.indexOf('(YTD)')).toBe(texts.indexOf('2026') + 1);
    expect(screen.getByRole('img', { name: 'Yearly ROI' })).toHaveAccessibleDescription('2025: 5.25%, 2026 (year to date): 3.10%');
  });
});
