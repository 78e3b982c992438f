import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
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
 */
export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** 'end' for amounts: right-aligned, tabular digits. */
  align?: 'start' | 'end';
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
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.up('sm')} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const cellStyle = css<{ $align?: 'start' | 'end' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  font-variant-numeric: ${({ $align }) => ($align === 'end' ? 'tabular-nums' : 'normal')};
  overflow-wrap: anywhere;
`;

const HeaderCell = styled.th<{ $align?: 'start' | 'end' }>`
  ${cellStyle}
  border-bottom: 2px solid ${({ theme }) => theme.colors.borderStrong};
  font-weight: 600;
  white-space: nowrap;
`;

const Cell = styled.td<{ $align?: 'start' | 'end' }>`
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
  cursor: pointer;
`;

export function DataTable<Row>({ columns, rows, rowKey, emptyText, caption, describeRow, onRowClick, rowActionLabel }: DataTableProps<Row>) {
  const lastColumn = columns.length - 1;
  return (
    <Table>
      {caption && (
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => (
            <HeaderCell key={column.key} scope="col" $align={column.align}>
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
              <Row key={rowKey(row, index)} title={description} $interactive={Boolean(onRowClick)} onClick={onRowClick && (() => onRowClick(row))}>
                {columns.map((column, columnIndex) => (
                  <Cell key={column.key} $align={column.align}>
                    {onRowClick && columnIndex === 0 ? (
                      <RowButton type="button" aria-label={rowActionLabel?.(row)}>
                        {column.cell(row)}
                      </RowButton>
                    ) : (
                      column.cell(row)
                    )}
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
  );
}
