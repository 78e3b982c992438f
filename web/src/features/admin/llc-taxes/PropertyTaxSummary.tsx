import styled from 'styled-components';
import { Card, Loading } from '../../../components/ui';
import { NOW, type ReportTime } from '../../../lib/report-time';
import { useLogFailure } from '../api/use-log-failure';
import { CardGrid, SectionHeading } from '../layout/Panel';
import { downloadPropertyTaxesCsv } from './api/download-csv';
import { usePropertyTaxes } from './api/use-taxes';
import { AmountMapGroup } from './AmountMapTable';
import { DownloadButton } from './DownloadButton';

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** 'Summary for {property} in {year}': the property's address, income and expenses by category, at `time` (today unless given). */
export function PropertyTaxSummary({ property, taxYear, time = NOW }: { property: string; taxYear: string; time?: ReportTime }) {
  const taxes = usePropertyTaxes(property, taxYear, time);
  useLogFailure(taxes.error, 'Error fetching property taxes:');

  return (
    <Card>
      <SectionHeading>{`Summary for ${property} in ${taxYear}`}</SectionHeading>
      {taxes.isPending && <Loading />}
      {taxes.data && (
        <>
          <p>Address: {taxes.data.address}</p>
          <CardGrid>
            <AmountMapGroup
              caption="Property Income"
              nameHeader="Category"
              amounts={taxes.data.income_list}
              emptyText="No income available."
            />
            <AmountMapGroup
              caption="Property Expenses"
              nameHeader="Category"
              amounts={taxes.data.expenses_list}
              emptyText="No expenses available."
            />
          </CardGrid>
          <Footer>
            <DownloadButton label="Download Property Taxes CSV" download={() => downloadPropertyTaxesCsv(property, taxYear, time)} />
          </Footer>
        </>
      )}
    </Card>
  );
}
