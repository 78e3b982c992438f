import { memo } from 'react';
import { Card, CardTitle, type DatedAmount } from '../ui';
import { HistoryWithTotals, type HistoryWithTotalsProps } from './HistoryWithTotals';

function HistoryCardOf<Entry extends DatedAmount>({
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

/**
 * A card titled with its history's name ('Income History') over the history, which it also names.
 * Rendered again only when its props change: a page that grows around it (the investor page renders
 * in steps) does not redo its table, so pass entries and callbacks that keep their identity.
 */
export const HistoryCard = memo(HistoryCardOf) as typeof HistoryCardOf;
