import { useMemo, useState } from 'react';
import { Card, CardTitle } from '../../../components/ui';
import { useScrollToBottom } from '../../../lib/use-scroll-to-bottom';
import type { InvestorSummary } from '../api/types';
import { HistoryCards } from './HistoryCards';
import { Columns, Stack } from './layout';
import { PropertyDetailPanel } from './PropertyDetailPanel';
import { propertyCards } from './property-pictures';
import { PropertyStrip } from './PropertyStrip';
import { BalanceCard, TotalsCards } from './SummaryFigures';
import { LazyYearlyRoiChart as YearlyRoiChart } from './LazyYearlyRoiChart';

/** The loaded summary: figures, chart, history tables, the property strip and the selected property's panel. */
export function InvestorSummaryView({ summary }: { summary: InvestorSummary }) {
  const properties = useMemo(() => propertyCards(summary.property_pictures), [summary.property_pictures]);
  const [selected, setSelected] = useState<string | null>(null);
  const scrollToBottom = useScrollToBottom();
  const selectedProperty = properties.find((property) => property.name === selected);

  const toggle = (propertyName: string) => {
    setSelected((current) => (current === propertyName ? null : propertyName));
    scrollToBottom();
  };

  return (
    <Stack>
      <TotalsCards summary={summary} />
      <Columns $lg="minmax(0, 1fr) minmax(0, 2fr)">
        <BalanceCard summary={summary} />
        <Card>
          <CardTitle>Yearly ROI</CardTitle>
          <YearlyRoiChart title="Yearly ROI" roiPerYear={summary.roi_per_year} />
        </Card>
      </Columns>
      <HistoryCards summary={summary} />
      <PropertyStrip properties={properties} selected={selected} onToggle={toggle} />
      {selectedProperty && (
        <PropertyDetailPanel
          investorName={summary.investor_name}
          propertyName={selectedProperty.name}
          pictureUrl={selectedProperty.pictureUrl}
          onShown={scrollToBottom.revealed}
        />
      )}
    </Stack>
  );
}
