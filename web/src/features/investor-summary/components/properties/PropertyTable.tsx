import { useId, type ReactNode, type RefCallback } from 'react';
import { Money } from '../../../../components/history';
import { Card, CardTitle, Loading, VisuallyHidden } from '../../../../components/ui';
import { classNames } from '../../../../lib/class-names';
import { formatPercent } from '../../../../lib/format';
import type { InvestorReturns } from '../../api/answers';
import { NOT_MEANINGFUL } from '../figures/FigureTile';
import type { PropertyCardData } from '../property-pictures';
import { PropertyPicture } from '../PropertyPicture';
import styles from './PropertyTable.module.css';

export interface PropertyRow extends PropertyCardData {
  /** The property's own returns: undefined while they load, null when they could not be. */
  returns: InvestorReturns | null | undefined;
}

export interface PropertyTableProps {
  rows: readonly PropertyRow[];
  selected: string | null;
  onToggle: (propertyName: string) => void;
  /** Keeps each row's button, so closing its panel can bring the reader back to it. */
  buttonRef?: (propertyName: string) => RefCallback<HTMLButtonElement>;
}

/** A figure of a property's returns: a loading bar while they load, a dash when they could not be loaded or it is not meaningful. */
function figure(returns: InvestorReturns | null | undefined, show: (returns: InvestorReturns) => ReactNode | null): ReactNode {
  if (returns === undefined) return <Loading inline />;
  const shown = returns === null ? null : show(returns);
  return (
    shown ?? (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{returns === null ? 'Not available' : NOT_MEANINGFUL}</VisuallyHidden>
      </>
    )
  );
}

const columns: readonly [header: string, cell: (returns: InvestorReturns) => ReactNode | null][] = [
  // A property's value is the investment still in it; what it paid out is its income (docs/figures.md, Returns).
  ['Active Investments', (returns) => <Money dollars={returns.nav} />],
  ['Income', (returns) => <Money dollars={returns.total_distributed} />],
  ['IRR', (returns) => (returns.xirr === null ? null : formatPercent(returns.xirr))],
];

/**
 * 'Your Investment Properties': a row per property, its picture and name, what is invested in it
 * today, the income it has brought and its IRR. A row opens (and closes) the property's panel; its
 * name is the button that does so from the keyboard. On a phone each row is two lines, the figures
 * under the picture and the name, under the column names given once at the top.
 */
export function PropertyTable({ rows, selected, onToggle, buttonRef }: PropertyTableProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardTitle id={headingId}>Your Investment Properties</CardTitle>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead className={styles.head}>
          <tr>
            <th scope="col">Property</th>
            {columns.map(([header]) => (
              <th key={header} scope="col" className={styles.figure}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, pictureUrl, returns }) => (
            // The button in the first cell is the keyboard way in; its click bubbles to this handler.
            <tr key={name} className={classNames(styles.row, selected === name && styles.selected)} onClick={() => onToggle(name)}>
              <td className={styles.property}>
                <span className={styles.picture}>
                  <PropertyPicture src={pictureUrl} alt="" />
                </span>
                <button type="button" className={styles.name} aria-pressed={selected === name} ref={buttonRef?.(name)} data-print="text">
                  {name}
                </button>
              </td>
              {columns.map(([header, cell]) => (
                <td key={header} className={classNames(styles.figure, styles.amount)}>
                  {figure(returns, cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
