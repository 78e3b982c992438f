export { HistoryCard } from './HistoryCard';
export { centsToDollars, sumInCents, toCents } from './cents';
export { Money } from './Money';
export { HistoryWithTotals, NEWEST_ROWS, type DescriptionColumn, type HistoryWithTotalsProps } from './HistoryWithTotals';
export { currentYear, yearLabel, yearOfKey, yearTotals, type YearTotal } from './year-totals';
