import styled from 'styled-components';
import { Button, Card, DataTable, TextField } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { matchNames } from '../../navigation';
import { useLogFailure } from '../api/use-log-failure';
import { Panel } from '../layout/Panel';
import { QueryAnswer } from '../layout/QueryAnswer';
import { spreadRow } from '../layout/rows';
import { useTableSort } from '../layout/use-table-sort';
import { useUrlSelection } from '../layout/use-url-selection';
import { downloadInvestors, useInvestorsOverview, type InvestorLine } from './api/use-investors-overview';
import { investorColumns, sortValue, type InvestorKey } from './investor-columns';

const Toolbar = styled.div`
  ${spreadRow}
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 16rem;
    max-width: 28rem;
  }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const countText = (shown: number, total: number, asOf: string) =>
  `${shown === total ? `${total} ${total === 1 ? 'investor' : 'investors'}` : `${shown} of ${total} investors`}, as of ${formatDate(asOf)}. Select a heading to sort by it; a name opens the investor's page.`;

/** The lines whose name holds every word searched for (any order, case or accent). */
const matching = (lines: readonly InvestorLine[], query: string) => {
  const names = new Set(
    matchNames(
      lines.map((line) => line.investor_name),
      query,
    ),
  );
  return lines.filter((line) => names.has(line.investor_name));
};

/**
 * 'Investors', the back office's landing: every investor's invested, value, cash balance, IRR and
 * last distribution (their own summary's figures, as of today) beside their portal user (registered,
 * two-factor, last sign-in). Searchable by name (kept in the URL, `?q=`), sortable by any column,
 * downloadable as CSV; each name opens the investor's page.
 */
export function InvestorsPanel({ title }: { title: string }) {
  const [{ q: query }, select] = useUrlSelection(['q']);
  const overview = useInvestorsOverview();
  const { data } = overview;
  useLogFailure(overview.error, 'Error fetching investors:');
  const { header, sorted, sort } = useTableSort<InvestorLine, InvestorKey>(sortValue);
  const shown = data ? sort(matching(data.investors, query)) : [];

  return (
    <Panel title={title}>
      <Card>
        <Toolbar>
          <TextField label="Search investors" type="search" value={query} onChange={(event) => select({ q: event.target.value })} />
          {data && (
            <Button variant="secondary" onClick={() => void downloadInvestors(data.as_of)}>
              Download CSV
            </Button>
          )}
        </Toolbar>
        <QueryAnswer query={overview}>
          {({ investors, as_of }) => (
            <>
              <Count role="status">{countText(shown.length, investors.length, as_of)}</Count>
              <DataTable
                caption="Investor list"
                columns={investorColumns(header, sorted)}
                rows={shown}
                rowKey={(line) => line.investor_name}
                emptyText={investors.length === 0 ? 'No investors yet.' : `No investor's name holds “${query.trim()}”.`}
                minWidth="48rem"
                stacks
                keyColumn="investor_name"
              />
            </>
          )}
        </QueryAnswer>
      </Card>
    </Panel>
  );
}
