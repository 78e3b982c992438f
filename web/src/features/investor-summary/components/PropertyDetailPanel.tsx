import { useEffect, type Ref } from 'react';
import { currentYear, HistoryCard } from '../../../components/history';
import { Card, CardTitle } from '../../../components/ui';
import { formatPercent } from '../../../lib/format';
import { NOW, type ReportTime } from '../../../lib/report-time';
import { useInvestorProperty } from '../api/use-investor-property';
import { FigureList, money } from './FigureList';
import { Columns } from './layout';
import { PropertyPicture } from './PropertyPicture';
import { ReturnsSection } from './returns/ReturnsSection';
import styles from './PropertyDetailPanel.module.css';

/** The picture on the detail card. */
export const DETAIL_PICTURE_SIZE = 200;

export interface PropertyDetailPanelProps {
  investorName: string;
  propertyName: string;
  pictureUrl: string;
  /** Called when the panel's content appears (its data has loaded), for the page to bring it into view. */
  onShown?: () => void;
  /** The panel's heading, which the page scrolls to and focuses. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** 'YYYY' of the year the histories mark as year to date. */
  thisYear?: string;
  /** The view in time of the page (today unless given). */
  time?: ReportTime;
}

/** The property detail panel: nothing until its data has loaded, then details, the two history tables and the property's returns. */
export function PropertyDetailPanel(props: PropertyDetailPanelProps) {
  const { investorName, propertyName, pictureUrl, onShown, headingRef, thisYear, time = NOW } = props;
  const { data } = useInvestorProperty(investorName, propertyName, time);
  const shown = Boolean(data);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, propertyName, onShown]);
  if (!data) return null;

  const title = `${propertyName} Details`;
  return (
    <>
      <Columns of="thirds">
        <Card>
          <CardTitle className={styles.title} ref={headingRef} tabIndex={-1}>
            {title}
          </CardTitle>
          <div className={styles.picture}>
            <PropertyPicture src={pictureUrl} alt={propertyName} size={DETAIL_PICTURE_SIZE} />
          </div>
          <FigureList
            items={[
              money('Investments', data.total_investments),
              money('Income', data.total_income),
              { label: 'ROI', value: formatPercent(data.total_roi) },
              { label: 'Notes', value: data.notes, text: true },
            ]}
          />
        </Card>
        <HistoryCard
          title="Property Investment History"
          entries={data.investments_per_month}
          emptyText="No investments available."
          thisYear={thisYear}
        />
        <HistoryCard
          title="Property Income History"
          entries={data.cashflow_per_month}
          emptyText="No income available."
          thisYear={thisYear}
        />
      </Columns>
      <ReturnsSection investorName={investorName} propertyName={propertyName} thisYear={thisYear ?? currentYear()} time={time} />
    </>
  );
}
