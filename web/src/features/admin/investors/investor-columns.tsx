import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { investorSummaryPath, type DataTableColumn } from '../../../components/ui';
import { formatCurrency, formatDate, formatDateTime, formatPercent } from '../../../lib/format';
import type { SortValue } from '../layout/sort-rows';
import type { InvestorLine } from './api/use-investors-overview';

/** Where there is nothing to show (no IRR yet, no distribution, never signed in). */
const NONE = '—';

/** A figure over its detail (an amount over its date, a day over its time), each on a line of its own. */
const Lines = styled.span`
  display: block;

  & > span {
    display: block;
    white-space: nowrap;
  }

  & > span + span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function LastDistribution({ line }: { line: InvestorLine }) {
  if (line.last_distribution === null) return NONE;
  return (
    <Lines>
      <span>{formatCurrency(line.last_distribution.amount)}</span>
      <span>{formatDate(line.last_distribution.date)}</span>
    </Lines>
  );
}

/** Whether the investor has a portal user, and whether it signs in with a second factor. */
function PortalUser({ line }: { line: InvestorLine }) {
  if (!line.registered) return 'None';
  return (
    <Lines>
      <span>Registered</span>
      {line.two_factor_enabled && <span>Two-factor on</span>}
    </Lines>
  );
}

function LastSignIn({ line }: { line: InvestorLine }) {
  const [day, time] = formatDateTime(line.last_login, NONE).split(', ');
  return (
    <Lines>
      <span>{day}</span>
      {time && <span>{time}</span>}
    </Lines>
  );
}

/** The columns a user sorts by: every one. */
export type InvestorKey =
  | 'investor_name'
  | 'total_investments'
  | 'nav'
  | 'cash_balance'
  | 'xirr'
  | 'last_distribution'
  | 'registered'
  | 'two_factor_enabled'
  | 'last_login';

/** What a column sorts by: its figure, the last distribution's date, a portal user with two-factor on before one without before none. */
export const sortValue = (line: InvestorLine, key: InvestorKey): SortValue => {
  if (key === 'last_distribution') return line.last_distribution?.date ?? null;
  if (key === 'registered') return Number(line.registered) + Number(line.two_factor_enabled);
  return line[key];
};

const columns: readonly (readonly [
  key: InvestorKey,
  header: string,
  cell: (line: InvestorLine) => ReactNode,
  look?: Partial<DataTableColumn<InvestorLine>>,
])[] = [
  [
    'investor_name',
    'Investor',
    (line) => <Link to={investorSummaryPath(line.investor_name)}>{line.investor_name}</Link>,
    { minWidth: '8rem' },
  ],
  ['total_investments', 'Active Investments', (line) => formatCurrency(line.total_investments), { align: 'end' }],
  ['nav', 'Value (NAV)', (line) => formatCurrency(line.nav), { align: 'end' }],
  ['cash_balance', 'Cash Balance', (line) => formatCurrency(line.cash_balance), { align: 'end' }],
  ['xirr', 'IRR', (line) => (line.xirr === null ? NONE : formatPercent(line.xirr)), { align: 'end' }],
  ['last_distribution', 'Last Distribution', (line) => <LastDistribution line={line} />, { align: 'end' }],
  ['registered', 'Portal User', (line) => <PortalUser line={line} />],
  ['last_login', 'Last Sign-In', (line) => <LastSignIn line={line} />],
];

/** The table's columns, each header sorting by its column (`header`, `sorted`: useTableSort's). */
export const investorColumns = (
  header: (key: InvestorKey, text: string) => ReactNode,
  sorted: (key: InvestorKey) => 'ascending' | 'descending' | undefined,
): DataTableColumn<InvestorLine>[] =>
  columns.map(([key, text, cell, look]) => ({ key, header: header(key, text), label: text, cell, sorted: sorted(key), ...look }));
