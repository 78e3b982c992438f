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
  /** The investor's share of the property's capital, in percent (the summary's `ownership_per_property`); undefined when not given. */
  ownership: number | undefined;
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

const dash = (reason: string) => (
  <>
    <span aria-hidden="true">—</span>
    <VisuallyHidden>{reason}</VisuallyHidden>
  </>
);

/** A figure of a property's returns: a loading bar while they load, a dash when they could not be loaded or it is not meaningful. */
const ofReturns =
  (show: (returns: InvestorReturns) => ReactNode | null) =>
  ({ returns }: PropertyRow): ReactNode => {
    if (returns === undefined) return <Loading inline />;
    if (returns === null) return dash('Not available');
    return show(returns) ?? dash(NOT_MEANINGFUL);
  };

const columns: readonly [header: string, cell: (row: PropertyRow) => ReactNode][] = [
  // A property's value is the investment still in it; what it paid out is its income (docs/figures.md, Returns).
  ['Active Investments', ofReturns((returns) => <Money dollars={returns.nav} />)],
  // Comes with the summary, so it shows at once, while the returns are still on their way.
  ['Ownership', ({ ownership }) => (ownership === undefined ? dash('Not available') : formatPercent(ownership))],
  ['Income', ofReturns((returns) => <Money dollars={returns.total_distributed} />)],
  ['IRR', ofReturns((returns) => (returns.xirr === null ? null : formatPercent(returns.xirr)))],
];

/**
 * 'Your Investment Properties': a row per property, its picture and name, what is invested in it
 * today, the investor's ownership of it, the income it has brought and its IRR. A row opens (and
 * closes) the property's panel; its name is the button that does so from the keyboard. On a phone
 * each row is a card, the figures two by two under the picture and the name, each under its
 * column's name.
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
          {rows.map((row) => (
            // The button in the first cell is the keyboard way in; its click bubbles to this handler.
            <tr
              key={row.name}
              className={classNames(styles.row, selected === row.name && styles.selected)}
              onClick={() => onToggle(row.name)}
            >
              <td className={styles.property}>
                <span className={styles.picture}>
                  <PropertyPicture src={row.pictureUrl} alt="" />
                </span>
                <button
                  type="button"
                  className={styles.name}
                  aria-pressed={selected === row.name}
                  ref={buttonRef?.(row.name)}
                  data-print="text"
                >
                  {row.name}
                </button>
              </td>
              {columns.map(([header, cell]) => (
                // The label shows on a phone, where the header row does not (PropertyTable.module.css).
                <td key={header} className={classNames(styles.figure, styles.amount)} data-label={header}>
                  {cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
