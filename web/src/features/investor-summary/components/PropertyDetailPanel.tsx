import { useEffect, type Ref } from 'react';
import { HistoryCard, Money } from '../../../components/history';
import { Button, Card, CardTitle } from '../../../components/ui';
import { formatMultiple, formatPercent } from '../../../lib/format';
import { NOW, type ReportTime } from '../../../lib/report-time';
import { useInvestorProperty } from '../api/use-investor-property';
import { useInvestorReturns } from '../api/use-investor-returns';
import { FigureTile, FigureTiles, NO_RATE, NOTHING_CONTRIBUTED } from './figures/FigureTile';
import { FigureList, money, type Figure } from './FigureList';
import { Columns } from './layout';
import { PropertyPicture } from './PropertyPicture';
import styles from './PropertyDetailPanel.module.css';

/** The picture on the detail card. */
export const DETAIL_PICTURE_SIZE = 200;

export interface PropertyDetailPanelProps {
  investorName: string;
  propertyName: string;
  pictureUrl: string;
  /** Closes the panel (its close button). */
  onClose?: () => void;
  /** Called when the panel's content appears (its data has loaded), for the page to bring it into view. */
  onShown?: () => void;
  /** The panel's heading, which the page scrolls to and focuses. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** 'YYYY' of the year the histories mark as year to date. */
  thisYear?: string;
  /** The view in time of the page (today unless given). */
  time?: ReportTime;
}

/**
 * The capital a land contract on the property has paid back to the investor, when the answer has
 * it and it is not 0 (docs/land-contracts.md): other properties keep their lines as they were.
 */
function capitalReturned(data: object): Figure[] {
  const dollars = (data as { total_capital_returned?: unknown }).total_capital_returned;
  return typeof dollars === 'number' && dollars !== 0 ? [money('Capital returned', dollars)] : [];
}

/** The property's IRR, Equity Multiple, DPI and fees; how they are computed is said once, on the page. */
function PropertyReturns({ investorName, propertyName, time }: { investorName: string; propertyName: string; time: ReportTime }) {
  const { data: returns } = useInvestorReturns(investorName, propertyName, time);
  if (!returns) return null;
  return (
    <Card>
      <CardTitle>{propertyName} Returns</CardTitle>
      <FigureTiles columns={4}>
        <FigureTile
          title="IRR"
          value={returns.xirr === null ? null : formatPercent(returns.xirr)}
          note={returns.xirr === null ? NO_RATE : undefined}
        />
        <FigureTile
          title="Equity Multiple"
          value={returns.tvpi === null ? null : formatMultiple(returns.tvpi)}
          note={returns.tvpi === null ? NOTHING_CONTRIBUTED : undefined}
        />
        <FigureTile
          title="DPI"
          value={returns.dpi === null ? null : formatMultiple(returns.dpi)}
          note={returns.dpi === null ? NOTHING_CONTRIBUTED : undefined}
        />
        <FigureTile title="Fees" value={<Money dollars={returns.total_fees} />} note="Taken out of your share of its income" />
      </FigureTiles>
    </Card>
  );
}

/**
 * The property detail panel: nothing until its data has loaded, then, in a frame with the button
 * that closes it, its details, its two history tables and its returns. Escape anywhere in it closes
 * it too, as the close button does (focus goes back to the row it was opened from).
 */
export function PropertyDetailPanel(props: PropertyDetailPanelProps) {
  const { investorName, propertyName, pictureUrl, onClose, onShown, headingRef, thisYear, time = NOW } = props;
  const { data } = useInvestorProperty(investorName, propertyName, time);
  const shown = Boolean(data);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, propertyName, onShown]);
  if (!data) return null;

  const title = `${propertyName} Details`;
  return (
    <div className={styles.panel} onKeyDown={(event) => event.key === 'Escape' && onClose?.()}>
      {onClose && (
        <div className={styles.bar}>
          <Button variant="secondary" compact aria-label={`Close ${propertyName}`} onClick={onClose}>
            Close
          </Button>
        </div>
      )}
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
              ...capitalReturned(data),
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
      <PropertyReturns investorName={investorName} propertyName={propertyName} time={time} />
    </div>
  );
}
