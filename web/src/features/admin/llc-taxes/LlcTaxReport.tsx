import { Card } from '../../../components/ui';
import type { ReportTime } from '../../../lib/report-time';
import { useScrollToBottom } from '../../../lib/use-scroll-to-bottom';
import { CardGrid, SectionHeading } from '../layout/Panel';
import type { LlcTaxes } from './api/answers';
import { AmountMapTable } from './AmountMapTable';
import { IncomeSummary } from './IncomeSummary';
import { LlcFacts } from './LlcFacts';
import { PropertiesList } from './PropertiesList';
import { PropertyTaxSummary } from './PropertyTaxSummary';
import { RentalIncomeDetails } from './RentalIncomeDetails';

export interface LlcTaxReportProps {
  taxes: LlcTaxes;
  taxYear: string;
  /** The view in time of the panel: the property's summary is read at it too. */
  time: ReportTime;
  selectedProperty: string;
  onSelectProperty: (property: string) => void;
}

/** One LLC's tax year: its facts, income by member, rental details, expenses and properties. */
export function LlcTaxReport({ taxes, taxYear, time, selectedProperty, onSelectProperty }: LlcTaxReportProps) {
  const scrollToBottom = useScrollToBottom();
  return (
    <>
      <CardGrid $minCard="24rem">
        <Card>
          <SectionHeading>LLC Information</SectionHeading>
          <LlcFacts taxes={taxes} />
        </Card>
        <Card>
          <SectionHeading>Income Summary</SectionHeading>
          <IncomeSummary taxes={taxes} />
        </Card>
        <Card>
          <SectionHeading>Rental Income Details</SectionHeading>
          <RentalIncomeDetails taxes={taxes} />
        </Card>
        <Card>
          <SectionHeading>LLC Expenses</SectionHeading>
          <AmountMapTable caption="LLC Expenses" nameHeader="Category" amounts={taxes.llc_expenses} emptyText="No expenses available." />
        </Card>
      </CardGrid>
      <Card>
        <SectionHeading>Properties</SectionHeading>
        <PropertiesList
          properties={taxes.properties_list ?? []}
          selected={selectedProperty}
          onSelect={(property) => {
            onSelectProperty(property);
            scrollToBottom();
          }}
        />
      </Card>
      {selectedProperty !== '' && <PropertyTaxSummary property={selectedProperty} taxYear={taxYear} time={time} />}
    </>
  );
}
