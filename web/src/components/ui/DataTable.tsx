import { useState, type CSSProperties, type ReactNode, type UIEvent } from 'react';
import { classNames } from '../../lib/class-names';
import { useOverflowing } from './use-overflowing';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './DataTable.module.css';

/**
 * A plain table of rows, the one every list screen uses.
 *
 *   <DataTable
 *     caption="Income History"                 // accessible name; hidden (the card's heading shows it)
 *     columns={[
 *       { key: 'date', header: 'Date', cell: (r) => formatDateKey(r.date) },
 *       { key: 'amount', header: 'Amount', cell: (r) => formatCurrency(r.amount), align: 'end' },
 *     ]}
 *     rows={rows}
 *     rowKey={(r, i) => `${r.date}-${i}`}
 *     emptyText="No income available"           // one full-width row when `rows` is empty
 *     describeRow={(r) => r.description}        // optional: hover text (title) of the row, and the
 *                                               //   same text for screen readers in its last cell
 *     onRowClick={(r) => remove(r)}             // optional: the row is clickable; its first cell
 *     rowActionLabel={(r) => `Delete ${r.id}`}  //   becomes a button (keyboard, screen readers)
 *     stacks                                    // optional: on a phone each row is a card of lines
 *     keyColumn="amount"                        //   "Amount: $900.00", this column's line first
 *   />
 *
 * Cells break between words only; amounts ('end') and `nowrap` columns (dates, short ids) never
 * break. A table wider than its place scrolls sideways inside it, in a region named by the caption
 * (or `labelledBy`) that takes keyboard focus, so the page itself never scrolls sideways; a shadow at
 * its edge shows there is more that way. A table that `stacks` does not scroll on a phone (below
 * 576 px): each row becomes a card of "header: value" lines, so no column is ever off the screen.
 */
export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** 'end' for amounts: right-aligned, tabular digits, never broken over two lines. */
  align?: 'start' | 'end';
  /** Keeps the cell on one line (dates, short ids); `align: 'end'` does by itself. */
  nowrap?: boolean;
  /** The column's least width (e.g. '12rem' for a description), so its text wraps into few lines. */
  minWidth?: string;
  /** Controls after the cell's content, outside a clickable row's button (e.g. a copy button). */
  aside?: (row: Row) => ReactNode;
  /** The rows are sorted by this column, that way (the header's aria-sort); its header holds the control that sorts. */
  sorted?: 'ascending' | 'descending';
  /** The column's name in a stacked row's lines, when `header` is not plain text (a sorting control). */
  label?: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Shown across the table when `rows` is empty: a sentence, or a `Loading` while they come. */
  emptyText: ReactNode;
  caption?: string;
  describeRow?: (row: Row) => string | undefined;
  onRowClick?: (row: Row) => void;
  /** Accessible name of a clickable row's button; its first cell's text when absent. */
  rowActionLabel?: (row: Row) => string;
  /** The least width of the table (e.g. '46rem'): below it, it scrolls sideways in its region. */
  minWidth?: string;
  /** Id of a visible heading that names the scrolling region (the caption names it otherwise). */
  labelledBy?: string;
  /** On a phone each row is a card of "header: value" lines instead of a row that scrolls sideways. */
  stacks?: boolean;
  /** The column a stacked row's card starts with (the one a reader looks for first). */
  keyColumn?: string;
}

type ColumnLook = Pick<DataTableColumn<unknown>, 'align' | 'nowrap' | 'minWidth'>;

/** Amounts ('end') and `nowrap` columns never break; the others break between words. */
const cellClass = (column: ColumnLook) =>
  classNames(styles.cell, column.align === 'end' && styles.end, (column.align === 'end' || column.nowrap) && styles.nowrap);

/**
 * A column's own least width, instead of the four characters every cell has. Given as a custom
 * property, not as the cell's min-width, so a stacked row's lines can drop it.
 */
const columnWidth = (column: ColumnLook) => (column.minWidth ? ({ '--column-min-width': column.minWidth } as CSSProperties) : undefined);

/** A cell that shows nothing: React draws nothing for these. */
const isBlank = (content: ReactNode) => content === '' || content === null || content === undefined || content === false;

const columnLabel = (column: DataTableColumn<never>) => column.label ?? (typeof column.header === 'string' ? column.header : undefined);

/** Whether a scroll area has more to show before and after what it shows (the edge shadows). */
function useScrollEdges() {
  const [edges, setEdges] = useState({ before: false, after: true });
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollLeft, clientWidth, scrollWidth } = event.currentTarget;
    setEdges({ before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 });
  };
  return [edges, onScroll] as const;
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, emptyText, caption, describeRow, onRowClick, rowActionLabel, minWidth, labelledBy, stacks, keyColumn } =
    props;
  const [scrollRef, overflowing] = useOverflowing<HTMLDivElement>();
  const [edges, onScroll] = useScrollEdges();
  const lastColumn = columns.length - 1;
  // Only a table that does scroll is a region with a tab stop: the others add no stop to the page.
  const region = overflowing
    ? { role: 'region', tabIndex: 0, 'aria-labelledby': labelledBy, 'aria-label': labelledBy ? undefined : (caption ?? 'Table') }
    : {};
  return (
    <div
      className={classNames(styles.frame, overflowing && edges.before && styles.moreBefore, overflowing && edges.after && styles.moreAfter)}
    >
      <div className={styles.scrollArea} ref={scrollRef} onScroll={onScroll} {...region}>
        <table
          className={classNames(styles.table, stacks && styles.stacks)}
          style={minWidth ? ({ '--table-min-width': minWidth } as CSSProperties) : undefined}
        >
          {caption && (
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
          )}
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sorted}
                  className={classNames(styles.headerCell, column.align === 'end' && styles.end)}
                  style={columnWidth(column)}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className={styles.emptyCell} colSpan={columns.length}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const description = describeRow?.(row) || undefined;
                return (
                  // The button in the first cell is the keyboard way in; its click bubbles to this handler.
                  <tr
                    key={rowKey(row, index)}
                    title={description}
                    className={classNames(styles.row, onRowClick && styles.interactive)}
                    onClick={onRowClick && (() => onRowClick(row))}
                  >
                    {columns.map((column, columnIndex) => {
                      const content = column.cell(row);
                      // A stacked row's card leaves out a line with nothing to say ('Account' of a cheque).
                      const blank = stacks && isBlank(content) && !column.aside && !(description && columnIndex === lastColumn);
                      return (
                        <td
                          key={column.key}
                          className={classNames(cellClass(column), column.key === keyColumn && styles.keyCell, blank && styles.blank)}
                          style={columnWidth(column)}
                          data-label={columnLabel(column)}
                        >
                          {onRowClick && columnIndex === 0 ? (
                            <button type="button" className={styles.rowButton} aria-label={rowActionLabel?.(row)}>
                              {content}
                            </button>
                          ) : stacks ? (
                            // One box, so a stacked line is its label and its value, whatever the cell holds.
                            <div className={styles.value}>{content}</div>
                          ) : (
                            content
                          )}
                          {column.aside?.(row)}
                          {description && columnIndex === lastColumn && (
                            <>
                              {' '}
                              <VisuallyHidden>{description}</VisuallyHidden>
                            </>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
