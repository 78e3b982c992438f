import { memo, useMemo, useState } from 'react';
import { currentYear } from '../../../components/history';
import { NOW, type ReportTime } from '../../../lib/report-time';
import { useSteps } from '../../../lib/use-steps';
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
 * The page's sections, each rendered again only when its own props change: the page grows by one
 * section per step, and without this every step would redo every section already shown.
 */
const Totals = memo(TotalsCards);
const Returns = memo(ReturnsSection);
const BalanceAndChart = memo(function BalanceAndChart({ summary, thisYear }: { summary: InvestorSummary; thisYear: string }) {
  return (
    <Columns of="balanceAndChart">
      <BalanceCard summary={summary} />
      <Card>
        <CardTitle>Yearly ROI</CardTitle>
        <YearlyRoiNote roiPerYear={summary.roi_per_year} thisYear={thisYear} />
        <YearlyRoiChart title="Yearly ROI" roiPerYear={summary.roi_per_year} thisYear={thisYear} />
      </Card>
    </Columns>
  );
});

export interface InvestorSummaryViewProps {
  summary: InvestorSummary;
  /** The investor as the page asked for the returns ('' for the signed-in investor). */
  returnsOf?: string;
  /** The view in time the page shows: the property panel and the returns are fetched at it too. */
  time?: ReportTime;
}

/**
 * The loaded summary: figures, returns, chart, history tables, the property strip and the selected
 * property's panel. `returnsOf` names the investor as the page asked for them ('' for the signed-in
 * investor), so the returns the page started fetching with the summary are the ones shown. As of a
 * past day, that day's year is the year to date.
 */
export function InvestorSummaryView({ summary, returnsOf = summary.investor_name, time = NOW }: InvestorSummaryViewProps) {
  const properties = useMemo(() => propertyCards(summary.property_pictures), [summary.property_pictures]);
  const [selected, setSelected] = useState<string | null>(null);
  const reveal = useRevealHeading();
  const thisYear = time.asOf?.slice(0, 4) ?? currentYear();
  const selectedProperty = properties.find((property) => property.name === selected);
  // The figures first; the returns, the chart, each history and the properties each in a task of their own.
  const step = useSteps(7);

  const toggle = (propertyName: string) => {
    const opening = selected !== propertyName;
    setSelected(opening ? propertyName : null);
    reveal.schedule(opening);
  };

  return (
    <Stack>
      <Totals summary={summary} />
      {step >= 2 && <Returns investorName={returnsOf} thisYear={thisYear} time={time} />}
      {step >= 3 && <BalanceAndChart summary={summary} thisYear={thisYear} />}
      {step >= 4 && <HistoryCards summary={summary} thisYear={thisYear} shown={step - 3} />}
      {step >= 7 && <PropertyStrip properties={properties} selected={selected} onToggle={toggle} />}
      {step >= 7 && selectedProperty && (
        <PropertyDetailPanel
          investorName={summary.investor_name}
          propertyName={selectedProperty.name}
          pictureUrl={selectedProperty.pictureUrl}
          onShown={reveal.revealed}
          headingRef={reveal.ref}
          thisYear={thisYear}
          time={time}
        />
      )}
    </Stack>
  );
}
