import { Card, CardTitle } from '../ui';
import { HistoryWithTotals, type HistoryWithTotalsProps } from './HistoryWithTotals';
import type { DatedAmount } from './year-totals';

/** A card titled with its history's name ('Income History') over the history, which it also names. */
export function HistoryCard<Entry extends DatedAmount>({
  title,
  ...history
}: Omit<HistoryWithTotalsProps<Entry>, 'caption'> & { title: string }) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <HistoryWithTotals caption={title} {...history} />
    </Card>
  );
}
