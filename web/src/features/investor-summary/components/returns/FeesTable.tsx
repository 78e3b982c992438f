import { Fragment, useState } from 'react';
import { Money } from '../../../../components/history';
import { VisuallyHidden } from '../../../../components/ui';
import { classNames } from '../../../../lib/class-names';
import table from '../../../../components/ui/DataTable.module.css';
import styles from './FeesTable.module.css';

/** A line of the fees, in dollars: allocated − fee − own expenses = net. */
export interface FeeAmounts {
  allocated: number;
  fee: number;
  ownExpenses: number;
  net: number;
}

export interface FeeLine {
  key: string;
  /** The year or month, as shown. */
  label: string;
  amounts: FeeAmounts;
  /** What the line opens into (a month's properties), when there is something to open. */
  parts?: readonly { label: string; amounts: FeeAmounts }[];
}

type AmountColumn = readonly [header: string, amount: (amounts: FeeAmounts) => number];
const OWN_EXPENSES: AmountColumn = ['Own expenses', (amounts) => amounts.ownExpenses];

const columns = (withOwnExpenses: boolean): readonly AmountColumn[] => [
  ['Allocated', (amounts) => amounts.allocated],
  ['Fee', (amounts) => amounts.fee],
  ...(withOwnExpenses ? [OWN_EXPENSES] : []),
  ['Net', (amounts) => amounts.net],
];

export interface FeesTableProps {
  /** The table's accessible name: 'Fees per year', 'Fees per month'. */
  caption: string;
  /** 'Year', 'Month'. */
  lineHeader: string;
  lines: readonly FeeLine[];
  /** Show the Own expenses column (it is left out when it would be all zeros). */
  withOwnExpenses: boolean;
  emptyText: string;
}

/**
 * A table of fees, a line per year or month: Allocated, Fee, Own expenses, Net. A line with parts
 * opens into them (a month into its properties). On a phone each line is two, the amounts under the
 * year or month, so Net is never off the screen.
 */
export function FeesTable({ caption, lineHeader, lines, withOwnExpenses, emptyText }: FeesTableProps) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const amountColumns = columns(withOwnExpenses);
  const toggle = (key: string) => {
    const next = new Set(opened);
    if (!next.delete(key)) next.add(key);
    setOpened(next);
  };
  const amountCells = (amounts: FeeAmounts) =>
    amountColumns.map(([header, amount]) => (
      <td key={header} className={classNames(table.cell, table.end, table.nowrap)}>
        <Money dollars={amount(amounts)} />
      </td>
    ));

  return (
    <table className={classNames(table.table, styles.table)}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col" className={table.headerCell}>
            {lineHeader}
          </th>
          {amountColumns.map(([header]) => (
            <th key={header} scope="col" className={classNames(table.headerCell, table.end)}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 && (
          <tr>
            <td className={table.emptyCell} colSpan={amountColumns.length + 1}>
              {emptyText}
            </td>
          </tr>
        )}
        {lines.map(({ key, label, amounts, parts = [] }) => {
          const open = opened.has(key);
          return (
            <Fragment key={key}>
              <tr className={classNames(styles.line, open && styles.opened)}>
                <td className={classNames(table.cell, table.nowrap, styles.label)}>
                  {parts.length > 0 ? (
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={open}
                      aria-label={`${label}, by property`}
                      data-print="text"
                      onClick={() => toggle(key)}
                    >
                      {label}
                    </button>
                  ) : (
                    label
                  )}
                </td>
                {amountCells(amounts)}
              </tr>
              {open &&
                parts.map((part) => (
                  <tr key={part.label} className={classNames(styles.line, styles.part)}>
                    <td className={classNames(table.cell, styles.label, styles.partLabel)}>{part.label}</td>
                    {amountCells(part.amounts)}
                  </tr>
                ))}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
