import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { currentYear } from '../../../components/history';
import { Card, CardTitle } from '../../../components/ui';
import { NOW, type ReportTime } from '../../../lib/report-time';
import { useSteps } from '../../../lib/use-steps';
import type { InvestorReturns, InvestorSummary } from '../api/answers';
import { useInvestorReturns, usePropertiesReturns } from '../api/use-investor-returns';
import { HistoryCards } from './HistoryCards';
import { Columns, Stack } from './layout';
import { LazyYearlyRoiChart as YearlyRoiChart } from './LazyYearlyRoiChart';
import { PropertyTable, type PropertyRow } from './properties/PropertyTable';
import { PropertyDetailPanel } from './PropertyDetailPanel';
import { propertyCards } from './property-pictures';
import { FeesCard } from './returns/FeesCard';
import { MoreFigures } from './SummaryFigures';
import { useRevealHeading } from './use-reveal-heading';
import { YearlyRoiNote } from './YearlyRoiNote';

/**
 * The page's sections, each rendered again only when its own props change: the page grows by one
 * section per step, and without this every step would redo every section already shown.
 */
const Properties = memo(PropertyTable);
const Fees = memo(FeesCard);
const ChartAndFigures = memo(function ChartAndFigures(props: { summary: InvestorSummary; returns?: InvestorReturns; thisYear: string }) {
  const { summary, returns, thisYear } = props;
  return (
    <Columns of="chartAndFigures">
      <Card>
        <CardTitle>Yearly ROI</CardTitle>
        <YearlyRoiNote roiPerYear={summary.roi_per_year} thisYear={thisYear} />
        <YearlyRoiChart title="Yearly ROI" roiPerYear={summary.roi_per_year} thisYear={thisYear} />
      </Card>
      <MoreFigures summary={summary} returns={returns} />
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
 * What follows the lead band: the properties (a row opens its panel under them), the chart beside
 * the figures after the band's, the three histories and the fees. `returnsOf` names the investor
 * as the page asked for the portfolio's returns ('' for the signed-in investor), so the returns
 * the page started fetching with the summary are the ones shown; each property's are asked by
 * name, as its panel asks. As of a past day, that day's year is the year to date.
 */
export function InvestorSummaryView({ summary, returnsOf = summary.investor_name, time = NOW }: InvestorSummaryViewProps) {
  const properties = useMemo(() => propertyCards(summary.property_pictures), [summary.property_pictures]);
  const names = useMemo(() => properties.map((property) => property.name), [properties]);
  const { data: returns } = useInvestorReturns(returnsOf, undefined, time);
  const byProperty = usePropertiesReturns(summary.investor_name, names, time);
  const rows = useMemo<PropertyRow[]>(
    () =>
      properties.map((property, index) => ({
        ...property,
        ownership: summary.ownership_per_property[property.name],
        returns: byProperty[index],
      })),
    [properties, byProperty, summary.ownership_per_property],
  );
  const [selected, setSelected] = useState<string | null>(null);
  const reveal = useRevealHeading();
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());
  const thisYear = time.asOf?.slice(0, 4) ?? currentYear();
  const selectedProperty = properties.find((property) => property.name === selected);
  // The properties first; the chart, each history and the fees each in a task of their own.
  const step = useSteps(6);

  const toggle = useCallback(
    (propertyName: string) => {
      const opening = selected !== propertyName;
      setSelected(opening ? propertyName : null);
      if (opening) reveal.open();
      else reveal.close();
    },
    [selected, reveal],
  );
  const close = () => {
    setSelected(null);
    reveal.close(selected === null ? null : rowButtons.current.get(selected));
  };
  const buttonRef = useCallback(
    (propertyName: string) => (button: HTMLButtonElement | null) => {
      if (button) rowButtons.current.set(propertyName, button);
      else rowButtons.current.delete(propertyName);
    },
    [],
  );

  return (
    <Stack>
      <Properties rows={rows} selected={selected} onToggle={toggle} buttonRef={buttonRef} />
      {selectedProperty && (
        <PropertyDetailPanel
          investorName={summary.investor_name}
          propertyName={selectedProperty.name}
          pictureUrl={selectedProperty.pictureUrl}
          onClose={close}
          onShown={reveal.revealed}
          headingRef={reveal.ref}
          thisYear={thisYear}
          time={time}
        />
      )}
      {step >= 2 && <ChartAndFigures summary={summary} returns={returns} thisYear={thisYear} />}
      {step >= 3 && <HistoryCards summary={summary} thisYear={thisYear} shown={step - 2} />}
      {step >= 6 && returns && <Fees returns={returns} properties={rows} thisYear={thisYear} />}
    </Stack>
  );
}
