import { useEffect } from 'react';
import styled from 'styled-components';
import { Card, CardTitle, HistoryTable } from '../../../components/ui';
import { formatCurrency, formatPercent } from '../../../lib/format';
import { useInvestorProperty } from '../api/use-investor-property';
import { FigureList } from './FigureList';
import { Columns, threeColumns } from './layout';
import { PropertyPicture } from './PropertyPicture';

/** Spec section 9: the picture on the detail card. */
export const DETAIL_PICTURE_SIZE = 200;

const PictureFrame = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export interface PropertyDetailPanelProps {
  investorName: string;
  propertyName: string;
  pictureUrl: string;
  /** Called when the panel's content appears (its data has loaded), for the page to bring it into view. */
  onShown?: () => void;
}

/** Spec "Property detail panel": nothing until its data has loaded, then details and the two history tables. */
export function PropertyDetailPanel({ investorName, propertyName, pictureUrl, onShown }: PropertyDetailPanelProps) {
  const { data } = useInvestorProperty(investorName, propertyName);
  const shown = Boolean(data);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, propertyName, onShown]);
  if (!data) return null;

  const title = `${propertyName} Details`;
  return (
    <Columns $lg={threeColumns}>
      <Card>
        <CardTitle>{title}</CardTitle>
        <PictureFrame>
          <PropertyPicture src={pictureUrl} alt={propertyName} size={DETAIL_PICTURE_SIZE} />
        </PictureFrame>
        <FigureList
          items={[
            { label: 'Investments', value: formatCurrency(data.total_investments) },
            { label: 'Income', value: formatCurrency(data.total_income) },
            { label: 'ROI', value: formatPercent(data.total_roi) },
            { label: 'Notes', value: data.notes, text: true },
          ]}
        />
      </Card>
      <Card>
        <CardTitle>Property Investment History</CardTitle>
        <HistoryTable caption="Property Investment History" entries={data.investments_per_month} emptyText="No investments available." />
      </Card>
      <Card>
        <CardTitle>Property Income History</CardTitle>
        <HistoryTable caption="Property Income History" entries={data.cashflow_per_month} emptyText="No income available." />
      </Card>
    </Columns>
  );
}
