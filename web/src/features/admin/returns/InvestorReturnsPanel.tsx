import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, DataTable, investorSummaryPath, type DataTableColumn } from '../../../components/ui';
import { formatCurrency, formatDate, formatMultiple, formatPercent } from '../../../lib/format';
import { useLogFailure } from '../api/use-log-failure';
import { DateField } from '../form-kit';
import { Panel } from '../layout/Panel';
import { QueryAnswer } from '../layout/QueryAnswer';
import { spreadRow } from '../layout/rows';
import { useUrlSelection } from '../layout/use-url-selection';
import { downloadFirmReturns, useFirmReturns, type FirmReturnsLine } from './api/use-firm-returns';
import { useTableSort } from '../layout/use-table-sort';

const Lead = styled.div`
  ${spreadRow}
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
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

/** Where a figure cannot be computed (nothing contributed, flows of one sign). */
const NONE = '—';
const orNone = (value: number | null, format: (value: number) => string) => (value === null ? NONE : format(value));

/** The columns the table sorts by: the name, or a figure. */
type SortKey = Exclude<keyof FirmReturnsLine, 'total_capital_returned'>;

// The investor's page says the same figures in the same words (its lead band), and the CSV's
// headers are the same figures' names (total_contributed, total_distributed, nav).
const figureColumns: readonly [key: Exclude<SortKey, 'investor_name'>, header: string, cell: (line: FirmReturnsLine) => string][] = [
  ['xirr', 'IRR', (line) => orNone(line.xirr, formatPercent)],
  ['tvpi', 'Equity Multiple', (line) => orNone(line.tvpi, formatMultiple)],
  ['dpi', 'DPI', (line) => orNone(line.dpi, formatMultiple)],
  ['total_contributed', 'Contributed', (line) => formatCurrency(line.total_contributed)],
  ['total_distributed', 'Distributed', (line) => formatCurrency(line.total_distributed)],
  ['nav', 'Value (NAV)', (line) => formatCurrency(line.nav)],
  ['total_fees', 'Fees', (line) => formatCurrency(line.total_fees)],
];

/**
 * 'Investor Returns': every investor's IRR, equity multiple, DPI, money in and out and fees as of
 * today or a chosen day (kept in the URL), side by side; a header sorts by its column, a name opens
 * that investor's summary, and the table downloads as CSV.
 */
export function InvestorReturnsPanel({ title }: { title: string }) {
  const [{ as_of: asOf }, select] = useUrlSelection(['as_of']);
  const returns = useFirmReturns(asOf);
  useLogFailure(returns.error, 'Error fetching investor returns:');
  const { header, sorted, sort } = useTableSort<FirmReturnsLine, SortKey>((line, key) => line[key]);
  const columns: DataTableColumn<FirmReturnsLine>[] = [
    {
      key: 'investor_name',
      header: header('investor_name', 'Investor'),
      cell: (line) => <Link to={investorSummaryPath(line.investor_name)}>{line.investor_name}</Link>,
      minWidth: '9rem',
      sorted: sorted('investor_name'),
    },
    ...figureColumns.map(([key, text, cell]) => ({
      key,
      header: header(key, text),
      label: text,
      cell,
      align: 'end' as const,
      sorted: sorted(key),
    })),
  ];

  return (
    <Panel title={title}>
      <AsOf>
        <DateField label="As of (empty: today)" required={false} value={asOf} onChange={(event) => select({ as_of: event.target.value })} />
      </AsOf>
      <Card>
        <QueryAnswer query={returns}>
          {(data) => (
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
                stacks
                keyColumn="investor_name"
                rows={sort(data.investors)}
                rowKey={(line) => line.investor_name}
                emptyText="No investors yet."
                minWidth="52rem"
              />
            </>
          )}
        </QueryAnswer>
      </Card>
    </Panel>
  );
}
