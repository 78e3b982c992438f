import { useMemo, useState } from 'react';
import { currentYear } from '../../../components/history';
import { Card, CardTitle } from '../../../components/ui';
import type { InvestorSummary } from '../api/answers';
import { HistoryCards } from './HistoryCards';
import { Columns, Stack } from './layout';
import { PropertyDetailPanel } from './PropertyDetailPanel';
import { propertyCards } from './property-pictures';
import { PropertyStrip } from './PropertyStrip';
import { ReturnsSection } from './returns/ReturnsSection';
import { BalanceCard, TotalsCards } from './SummaryFigures';
import { LazyYearlyRoiChart as YearlyRoiChart } from './LazyYearlyRoiChart';
import { useRevealHeading } from './use-reveal-heading';
import { YearlyRoiNote } from './YearlyRoiNote';

/**
 * The loaded summary: figures, returns, chart, history tables, the property strip and the selected
 * property's panel. `returnsOf` names the investor as the page asked for them ('' for the signed-in
 * investor), so the returns the page started fetching with the summary are the ones shown.
 */
export function InvestorSummaryView({ summary, returnsOf = summary.investor_name }: { summary: InvestorSummary; returnsOf?: string }) {
  const properties = useMemo(() => propertyCards(summary.property_pictures), [summary.property_pictures]);
  const [selected, setSelected] = useState<string | null>(null);
  const reveal = useRevealHeading();
  const thisYear = currentYear();
  const selectedProperty = properties.find((property) => property.name === selected);

  const toggle = (propertyName: string) => {
    const opening = selected !== propertyName;
    setSelected(opening ? propertyName : null);
    reveal.schedule(opening);
  };

  return (
    <Stack>
      <TotalsCards summary={summary} />
      <ReturnsSection investorName={returnsOf} thisYear={thisYear} />
      <Columns $lg="minmax(0, 1fr) minmax(0, 2fr)">
        <BalanceCard summary={summary} />
        <Card>
          <CardTitle>Yearly ROI</CardTitle>
          <YearlyRoiNote roiPerYear={summary.roi_per_year} thisYear={thisYear} />
          <YearlyRoiChart title="Yearly ROI" roiPerYear={summary.roi_per_year} thisYear={thisYear} />
        </Card>
      </Columns>
      <HistoryCards summary={summary} thisYear={thisYear} />
      <PropertyStrip properties={properties} selected={selected} onToggle={toggle} />
      {selectedProperty && (
        <PropertyDetailPanel
          investorName={summary.investor_name}
          propertyName={selectedProperty.name}
          pictureUrl={selectedProperty.pictureUrl}
          onShown={reveal.revealed}
          headingRef={reveal.ref}
          thisYear={thisYear}
        />
      )}
    </Stack>
  );
}
