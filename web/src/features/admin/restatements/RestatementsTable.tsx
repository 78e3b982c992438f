import { DateTime } from '../layout/EventTexts';
import { eventName } from '../layout/event-names';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DataTable, investorSummaryPath, type DataTableColumn } from '../../../components/ui';
import { formatCurrency } from '../../../lib/format';
import { reportTimeSearch, type ReportTime } from '../../../lib/report-time';
import type { Restatement, RestatementEvent } from './api/use-restatements';
import { auditTrailLink } from './audit-link';

/** The three figures a restatement can concern, as the investor's page names them. */
export const FIGURE_LABELS: Record<Restatement['figure'], string> = {
  total_investments: 'Total Investments',
  total_income: 'Total Income',
  cash_balance: 'Cash Balance',
};

const Events = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const EventLink = styled(Link)`
  font-weight: 600;
  overflow-wrap: break-word;
`;

const EventFacts = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Each event that moved the figure, in words ('Income deleted'), a link to it in the audit trail, then who recorded it and when. */
function EventList({ events }: { events: readonly RestatementEvent[] }) {
  return (
    <Events>
      {events.map((event) => (
        <li key={event.id}>
          <EventLink to={auditTrailLink(event)} title={`Event ${event.id} in the audit trail`}>
            {eventName(event.type)}
          </EventLink>
          <EventFacts>
            by {event.actor}, <DateTime iso={event.recorded_at} />
          </EventFacts>
        </li>
      ))}
    </Events>
  );
}

/** Six columns do not fit a phone: below md the table keeps a readable width and scrolls sideways in its card. */
const Readable = styled.div`
  ${({ theme }) => theme.media.down('md')} {
    & table {
      min-width: 44rem;
    }
  }
`;

export interface RestatementsTableProps {
  rows: readonly Restatement[];
  /** The view compared with now: an investor's name opens their statement as known then. */
  time: ReportTime;
}

/** One line a changed figure: the investor, the figure, as known then and now, the change and the events behind it. */
export function RestatementsTable({ rows, time }: RestatementsTableProps) {
  const columns: DataTableColumn<Restatement>[] = [
    {
      key: 'investor',
      header: 'Investor',
      cell: (row) => (
        <Link
          to={`${investorSummaryPath(row.investor_name)}${reportTimeSearch(time)}`}
          title={`${row.investor_name}'s statement as known then`}
        >
          {row.investor_name}
        </Link>
      ),
      minWidth: '7rem',
    },
    { key: 'figure', header: 'Figure', cell: (row) => FIGURE_LABELS[row.figure], minWidth: '5.5rem' },
    { key: 'then', header: 'As Known Then', cell: (row) => formatCurrency(row.as_known_then), align: 'end' },
    { key: 'now', header: 'As Known Now', cell: (row) => formatCurrency(row.as_known_now), align: 'end' },
    { key: 'delta', header: 'Change', cell: (row) => formatCurrency(row.delta), align: 'end' },
    { key: 'events', header: 'Events', cell: (row) => <EventList events={row.events} />, minWidth: '9rem' },
  ];
  return (
    <Readable>
      <DataTable
        caption="Restatements"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.investor_name}:${row.figure}`}
        emptyText="Nothing has changed since then."
      />
    </Readable>
  );
}
