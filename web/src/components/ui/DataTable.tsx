import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useOverflowing } from './use-overflowing';
import { VisuallyHidden } from './VisuallyHidden';

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
 *   />
 *
 * Cells break between words only; amounts ('end') and `nowrap` columns (dates, short ids) never
 * break. A table wider than its place scrolls sideways inside it, in a region named by the caption
 * (or `labelledBy`) that takes keyboard focus, so the page itself never scrolls sideways.
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
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  emptyText: string;
  caption?: string;
  describeRow?: (row: Row) => string | undefined;
  onRowClick?: (row: Row) => void;
  /** Accessible name of a clickable row's button; its first cell's text when absent. */
  rowActionLabel?: (row: Row) => string;
  /** The least width of the table (e.g. '46rem'): below it, it scrolls sideways in its region. */
  minWidth?: string;
  /** Id of a visible heading that names the scrolling region (the caption names it otherwise). */
  labelledBy?: string;
}

/** Positioned, so the visually hidden texts inside (placed absolutely) scroll with the table too. */
const ScrollArea = styled.div`
  position: relative;
  overflow-x: auto;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table<{ $minWidth?: string }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth ?? 'auto'};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.up('sm')} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

type CellProps = { $align?: 'start' | 'end'; $nowrap?: boolean; $minWidth?: string };

const cellStyle = css<CellProps>`
  /* At least four characters and the padding: a cell is never squeezed to a letter per line. */
  min-width: ${({ theme, $minWidth }) => $minWidth ?? `calc(4ch + 2 * ${theme.space.sm})`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  font-variant-numeric: ${({ $align }) => ($align === 'end' ? 'tabular-nums' : 'normal')};
  white-space: ${({ $align, $nowrap }) => ($align === 'end' || $nowrap ? 'nowrap' : 'normal')};
`;

const HeaderCell = styled.th<CellProps>`
  ${cellStyle}
  border-bottom: 2px solid ${({ theme }) => theme.colors.borderStrong};
  font-weight: 600;
  vertical-align: bottom;
  /* A header of two words ('Login Count') may take two lines over a column of short values. */
  white-space: normal;
`;

const Cell = styled.td<CellProps>`
  ${cellStyle}
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Row = styled.tr<{ $interactive: boolean }>`
  &:nth-child(even) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      cursor: pointer;
      &:hover,
      &:focus-within {
        background: ${theme.colors.border};
      }
    `}
`;

/** Looks like the cell's text; a real button so the row is reachable and usable by keyboard. */
const RowButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  text-align: inherit;
  text-decoration: underline;
  text-decoration-style: dotted;
  text-underline-offset: 0.25em;
  cursor: pointer;
`;

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, emptyText, caption, describeRow, onRowClick, rowActionLabel, minWidth, labelledBy } = props;
  const [scrollRef, overflowing] = useOverflowing<HTMLDivElement>();
  const lastColumn = columns.length - 1;
  // Only a table that does scroll is a region with a tab stop: the others add no stop to the page.
  const region = overflowing
    ? { role: 'region', tabIndex: 0, 'aria-labelledby': labelledBy, 'aria-label': labelledBy ? undefined : (caption ?? 'Table') }
    : {};
  return (
    <ScrollArea ref={scrollRef} {...region}>
      <Table $minWidth={minWidth}>
        {caption && (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} scope="col" aria-sort={column.sorted} $align={column.align} $minWidth={column.minWidth}>
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={columns.length}>{emptyText}</EmptyCell>
            </tr>
          ) : (
            rows.map((row, index) => {
              const description = describeRow?.(row) || undefined;
              return (
                // The button in the first cell is the keyboard way in; its click bubbles to this handler.
                <Row
                  key={rowKey(row, index)}
                  title={description}
                  $interactive={Boolean(onRowClick)}
                  onClick={onRowClick && (() => onRowClick(row))}
                >
                  {columns.map((column, columnIndex) => (
                    <Cell key={column.key} $align={column.align} $nowrap={column.nowrap} $minWidth={column.minWidth}>
                      {onRowClick && columnIndex === 0 ? (
                        <RowButton type="button" aria-label={rowActionLabel?.(row)}>
                          {column.cell(row)}
                        </RowButton>
                      ) : (
                        column.cell(row)
                      )}
                      {column.aside?.(row)}
                      {description && columnIndex === lastColumn && (
                        <>
                          {' '}
                          <VisuallyHidden>{description}</VisuallyHidden>
                        </>
                      )}
                    </Cell>
                  ))}
                </Row>
              );
            })
          )}
        </tbody>
      </Table>
    </ScrollArea>
  );
}
