import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, DataTable, investorSummaryPath, type DataTableColumn } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { formatCurrency, formatDate, formatMultiple, formatPercent } from '../../../lib/format';
import { useLogFailure } from '../api/use-log-failure';
import { DateField } from '../form-kit';
import { Panel } from '../layout/Panel';
import { useUrlSelection } from '../layout/use-url-selection';
import { downloadFirmReturns, useFirmReturns, type FirmReturnsLine } from './api/use-firm-returns';
import { nextSort, sortLines, type Sort, type SortKey } from './sort-lines';

const Lead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The day's picker: as wide as a date needs, not the whole row. */
const AsOf = styled.div`
  max-width: 20rem;
`;

/** A header that sorts its column: it looks like the header, with the direction after it. */
const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: inherit;
  color: inherit;
  cursor: pointer;
  text-decoration: underline;
  text-decoration-style: dotted;
  text-underline-offset: 0.25em;
`;

/** Where a figure cannot be computed (nothing contributed, flows of one sign). */
const NONE = '—';
const orNone = (value: number | null, format: (value: number) => string) => (value === null ? NONE : format(value));

const figureColumns: readonly [key: Exclude<SortKey, 'investor_name'>, header: string, cell: (line: FirmReturnsLine) => string][] = [
  ['xirr', 'IRR', (line) => orNone(line.xirr, formatPercent)],
  ['tvpi', 'Equity Multiple', (line) => orNone(line.tvpi, formatMultiple)],
  ['dpi', 'DPI', (line) => orNone(line.dpi, formatMultiple)],
  ['total_contributed', 'Invested', (line) => formatCurrency(line.total_contributed)],
  ['total_distributed', 'Cash Withdrawn', (line) => formatCurrency(line.total_distributed)],
  ['nav', 'Value Held', (line) => formatCurrency(line.nav)],
  ['total_fees', 'Fees', (line) => formatCurrency(line.total_fees)],
];

const arrow = (sort: Sort, key: SortKey) => (sort.key !== key ? '' : sort.direction === 'ascending' ? ' ▲' : ' ▼');

/**
 * 'Investor Returns': every investor's IRR, equity multiple, DPI, money in and out and fees as of
 * today or a chosen day (kept in the URL), side by side; a header sorts by its column, a name opens
 * that investor's summary, and the table downloads as CSV.
 */
export function InvestorReturnsPanel({ title }: { title: string }) {
  const [{ as_of: asOf }, select] = useUrlSelection(['as_of']);
  const { data, error, isError } = useFirmReturns(asOf);
  useLogFailure(error, 'Error fetching investor returns:');
  const [sort, setSort] = useState<Sort>({ key: 'investor_name', direction: 'ascending' });

  const header = (key: SortKey, text: string) => (
    <SortButton type="button" onClick={() => setSort(nextSort(sort, key))}>
      {text}
      {arrow(sort, key)}
    </SortButton>
  );
  const sorted = (key: SortKey) => (sort.key === key ? sort.direction : undefined);
  const columns: DataTableColumn<FirmReturnsLine>[] = [
    {
      key: 'investor_name',
      header: header('investor_name', 'Investor'),
      cell: (line) => <Link to={investorSummaryPath(line.investor_name)}>{line.investor_name}</Link>,
      minWidth: '9rem',
      sorted: sorted('investor_name'),
    },
    ...figureColumns.map(([key, text, cell]) => ({ key, header: header(key, text), cell, align: 'end' as const, sorted: sorted(key) })),
  ];

  return (
    <Panel title={title}>
      <AsOf>
        <DateField label="As of (empty: today)" required={false} value={asOf} onChange={(event) => select({ as_of: event.target.value })} />
      </AsOf>
      <Card>
        {data ? (
          <>
            <Lead>
              <p>
                As of {formatDate(data.as_of)}, each investor&apos;s whole portfolio; their summary shows how each figure is computed.
                Select a heading to sort by it.
              </p>
              <Button variant="secondary" onClick={() => void downloadFirmReturns(data.as_of)}>
                Download CSV
              </Button>
            </Lead>
            <DataTable
              caption="Investor returns"
              columns={columns}
              rows={sortLines(data.investors, sort)}
              rowKey={(line) => line.investor_name}
              emptyText="No investors yet."
              minWidth="52rem"
            />
          </>
        ) : (
          <p>{isError ? (isApiError(error) ? error.message : 'No data available.') : 'Loading...'}</p>
        )}
      </Card>
    </Panel>
  );
}
